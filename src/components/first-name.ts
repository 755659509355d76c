/** The header greets by the first name alone ("Hi, Ritu"): a whole name was cut at 375 px ("Hi, Ritu Des…"). */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/u)[0] ?? '';
}
