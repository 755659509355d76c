// Which categories a new product of each kind may go in: those under the kind's top-level category (the
// listing page /sarees or /fabrics shows it there). The back office's form and the catalog service agree.

export type CreatableKind = 'saree' | 'fabric';

const rootSlug: Record<CreatableKind, string> = { saree: 'sarees', fabric: 'fabrics' };

/** The fabric counter's cuts; a saree is sold by the piece (1). */
export const fabricSteps = [0.25, 0.5, 1] as const;

type CategoryLink = { id: number | string; slug: string; parentId: number | string | null };

/** The ids of the categories a product of `kind` may be placed in: its root and everything below it. */
export function categoriesOfKind<C extends CategoryLink>(all: readonly C[], kind: CreatableKind): C[] {
  const root = all.find((c) => c.slug === rootSlug[kind] && c.parentId === null);
  if (!root) return [];
  const out: C[] = [];
  const walk = (id: C['id']) => {
    for (const c of all)
      if (c.parentId !== null && String(c.parentId) === String(id)) {
        out.push(c);
        walk(c.id);
      }
  };
  out.push(root);
  walk(root.id);
  return out;
}
