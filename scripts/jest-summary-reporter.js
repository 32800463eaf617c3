/**
 * Prints the Node the run used (jest's workers and the servers the tests spawn run on this process's `execPath`),
 * then the closing line CI reads: "N passed, N failed" (", N skipped" when any were skipped).
 */
class SummaryReporter {
  constructor() {
    this.retried = [];
  }

  onTestResult(test, result) {
    for (const a of result.testResults) {
      if (a.status === 'passed' && (a.invocations ?? 1) > 1) this.retried.push(`${test.path}: ${a.fullName}`);
    }
  }

  onRunComplete(_contexts, results) {
    if (this.retried.length) {
      process.stdout.write(`\nPassed only on a retry (flaky: look at each):\n${this.retried.map((t) => `  ${t}`).join('\n')}\n`);
    }
    const skipped = results.numPendingTests + results.numTodoTests;
    // A suite that failed to load counts as a failure even though it ran no test.
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    process.stdout.write(`\nTests ran on Node ${process.version} (${process.execPath})`);
    process.stdout.write(`\n${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
module.exports = SummaryReporter;
