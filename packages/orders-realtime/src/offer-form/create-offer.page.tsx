/** Placeholder until the page lands (issue 12). */
export default function Page() {
  return null;
}
