/** Jest globalTeardown: stops the suite's local runtime (deleting its data) and its fake transcriber. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.localRuntime?.stop();
  await globalThis.fakeTranscriber?.stop();
}
