/**
 * Prints one plain closing line, "N passed, N failed, N skipped", after every jest run,
 * so CI and people read the result the same way whatever jest's own summary looks like.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const line = `${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests} skipped`;
    process.stdout.write(`\n${line}\n`);
  }
}
module.exports = SummaryReporter;
