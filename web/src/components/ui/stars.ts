/** 0 to 3 stars as ★★☆: a story chapter's result, on the story map and after the chapter. */
export const starsText = (stars: number) => '★'.repeat(stars) + '☆'.repeat(3 - stars);
