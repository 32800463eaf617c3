/**
 * In CI (`CI=true`, set by .ci/run) a test that fails is run once more before it counts as failed: the browser
 * suites share two cores with their servers, and a load spike must not park a whole stop. The errors of the
 * first attempt are printed, and the summary reporter names every test that passed only on its retry, so a
 * flaky test stays visible (docs/decisions.md, "One retry in CI").
 */
/* global jest */
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
