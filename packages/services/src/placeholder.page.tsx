/** Placeholder until the pages land. */
export default function Page() {
  return null;
}
