/** The diagram model (docs/maths/diagrams.md): data, whether it can be drawn, and its words. */
export * from './types.js';
export { validateDiagram, diagramProblems, MAX_TICKS, MAX_MARKS, MAX_LABEL } from './validate.js';
export { describeDiagram, fmtNumber } from './describe.js';
export { SAMPLE_DIAGRAMS } from './samples.js';
