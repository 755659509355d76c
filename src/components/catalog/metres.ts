/** Two metres to start with (a blouse or a dupatta), or as many as there are. */
export const initialMetres = (max: number, step: number) => Math.min(2, Math.max(step, max));
