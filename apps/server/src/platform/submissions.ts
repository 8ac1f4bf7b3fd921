/**
 * What a sign-and-submit reads first: its draft, or — when reading it fails because the draft was
 * already submitted (a retry after a lost answer, or a second click whose twin finished first and
 * removed the draft) — that submission, for the same answer to be given again. Any other failure
 * stands. `submission` finds this draft's submission, if any (and refuses one that is not the
 * caller's).
 */
export async function draftOrSubmission<D, S>(
  readDraft: () => Promise<D>,
  submission: () => Promise<S | null | undefined>,
): Promise<{ draft: D; submitted?: undefined } | { submitted: S }> {
  try {
    return { draft: await readDraft() };
  } catch (err) {
    const submitted = await submission();
    if (submitted) return { submitted };
    throw err;
  }
}
