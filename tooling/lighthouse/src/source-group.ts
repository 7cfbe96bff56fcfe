/** The package or workspace file a source path belongs to (node_modules/antd/es/table/… → antd). */
export function sourceGroup(source: string): string {
  const modules = source.split('node_modules/');
  if (modules.length > 1) {
    const parts = modules[modules.length - 1].split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const workspace = /(?:^|\/)((?:packages|apps)\/[^/]+\/src\/.+)$/.exec(source);
  return workspace ? workspace[1] : source;
}
