/** A route option's hooks as a list: Fastify takes one function or an array (or none) for each hook. */
export function hookList<H>(hooks: H | H[] | undefined): H[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
