// one home for kept benchmark runs, shared with bench:web (a plain script)
export { saveResults } from '../../../scripts/bench-results.mjs';
