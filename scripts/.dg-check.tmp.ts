import { generateProblem, getSkill, validateDiagram, describeDiagram, diagramRevealsAnswer } from '../packages/maths/src/index.ts';
const ids = process.argv.slice(2);
for (const id of ids) {
  let n = 0, bad = 0, shown = false;
  for (const d of [1, 2, 3, 4, 5] as const) for (let i = 0; i < 200; i++) {
    const p = generateProblem(id, d, `s${i}`);
    if (!p.diagram) continue;
    n++;
    const v = validateDiagram(p.diagram);
    const r = diagramRevealsAnswer(p.diagram, p.answer, p.question.text);
    if (!v.ok || r) { bad++; if (bad < 3) console.log(id, d, i, v.ok ? '' : v.problems, r); }
    if (!shown && i === 3) { shown = true; console.log(`${id} d${d}: ${p.question.text}\n  -> ${describeDiagram(p.diagram)}`); }
  }
  console.log(`${id}: ${n} diagrams, ${bad} bad`, getSkill(id)?.version);
}
