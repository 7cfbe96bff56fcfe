import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { SessionUser } from '@mk/contracts';
import { defineModule } from './module';
import { ModuleShellComponents, shellComponentsFor } from './module-shell';
import { adminOnly, pharmaciesOnly } from './nav.predicates';

const base = { name: 'U', email: 'u@example.com', sys_id: 'u1', token: 't' };
const admin: SessionUser = { ...base, role: 'ADMIN' };
const pharmacyPic: SessionUser = { ...base, role: 'PIC', clinics: [], pharmacies: [{ sys_id: 'p1', name: 'P' }], centers: [] };

/** Shows its label and counts its mounts (a remount would lose a running alarm's state). */
function Counter({ label }: { label: string }) {
  useEffect(() => {
    counts[label] = (counts[label] ?? 0) + 1;
  }, [label]);
  return <p>{label}</p>;
}
let counts: Record<string, number> = {};
beforeEach(() => {
  counts = {};
});

const loads = { alarm: 0, audit: 0 };
const demo = defineModule({
  id: 'demo',
  routes: [],
  nav: [],
  messages: { en: {}, ar: {} },
  shell: [
    {
      lazy: async () => {
        loads.alarm += 1;
        return { default: () => <Counter label="alarm" /> };
      },
      visible: pharmaciesOnly,
    },
    {
      lazy: async () => {
        loads.audit += 1;
        return { default: () => <Counter label="audit" /> };
      },
      visible: adminOnly,
    },
  ],
});
const broken = defineModule({
  id: 'broken',
  routes: [],
  nav: [],
  messages: { en: {}, ar: {} },
  shell: [{ lazy: () => Promise.reject(new Error('chunk failed')) }],
});
const plain = defineModule({ id: 'plain', routes: [], nav: [], messages: { en: {}, ar: {} } });

describe('shell components of modules', () => {
  it('are chosen per user by their visible predicate; a module may have none', () => {
    expect(shellComponentsFor([demo, plain], pharmacyPic)).toEqual([demo.shell![0]]);
    expect(shellComponentsFor([demo, plain], admin)).toEqual([demo.shell![1]]);
  });

  it('load on first render only, stay mounted across re-renders, and load only for users they are visible to', async () => {
    const { rerender } = render(<ModuleShellComponents modules={[demo, plain]} user={pharmacyPic} />);
    expect(await screen.findByText('alarm')).toBeInTheDocument();
    rerender(<ModuleShellComponents modules={[demo, plain]} user={{ ...pharmacyPic }} />);
    expect(screen.getByText('alarm')).toBeInTheDocument();
    expect(loads).toEqual({ alarm: 1, audit: 0 });
    expect(counts).toEqual({ alarm: 1 });
    expect(screen.queryByText(/audit/)).not.toBeInTheDocument();
  });

  it('leave out one that fails to load, and keep the others', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ModuleShellComponents modules={[broken, demo]} user={admin} />);
    expect(await screen.findByText('audit')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('A shell component failed', expect.objectContaining({ message: 'chunk failed' }));
    error.mockRestore();
  });
});
