/** Assignments the side panel lists and charts (docs/product/teacher.md, constants). */
export const DETAIL_ASSIGNMENTS = 5;
