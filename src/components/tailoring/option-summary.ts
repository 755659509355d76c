/** A chosen option as the cart and checkout read it. */
type Chosen = { group: string; groupName?: string | null; name: string };

/**
 * The options of a tailoring line in a few words, each under its group's name: "Neck: Round, Back: Round"
 * (two options both called "Round" read as "Round, Round" without them). Options of one group are
 * listed together ("Extras: Piping & Tassels"); a line priced before groups' names were kept shows the
 * option's name alone. The lists follow the language's own separators.
 */
export function optionSummary(options: readonly Chosen[], lng: string): string {
  const groups: { name: string | null; options: string[] }[] = [];
  for (const o of options) {
    const last = groups.at(-1);
    if (last && last.name !== null && last.name === (o.groupName ?? null)) last.options.push(o.name);
    else groups.push({ name: o.groupName ?? null, options: [o.name] });
  }
  const within = new Intl.ListFormat(lng, { style: 'short', type: 'conjunction' });
  const between = new Intl.ListFormat(lng, { style: 'short', type: 'unit' });
  return between.format(
    groups.map((g) => (g.name ? `${g.name}: ${within.format(g.options)}` : within.format(g.options))),
  );
}
