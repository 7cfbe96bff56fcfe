import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The element of the navbar, before the connection indicator, where shell components put their controls. */
export const NAVBAR_TOOLS_ID = 'mk-navbar-tools';

/**
 * Shows `children` in the navbar (a shell component's control, such as the orders' chime mute).
 * Shell components are mounted beside the layout, not inside the navbar; a portal puts their
 * control there while its state stays theirs. Nothing is shown where there is no navbar.
 */
export function NavbarTool({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setTarget(document.getElementById(NAVBAR_TOOLS_ID)), []);
  return target ? createPortal(children, target) : null;
}
