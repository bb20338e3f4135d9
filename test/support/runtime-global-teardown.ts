/** Jest globalTeardown: stops the suite's local runtime and deletes its data. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.localRuntime?.stop();
}
