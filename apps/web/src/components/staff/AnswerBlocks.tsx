/** A form's answers as staff read them: a heading per page, then each question and its answer. */
export function AnswerBlocks({
  blocks,
  level,
  idPrefix,
}: {
  blocks: { heading: string; rows: { label: string; value: string }[] }[];
  /** The headings' level under the page's own (h2 on a page of its own, h3 under "Answers"). */
  level: 'h2' | 'h3';
  idPrefix: string;
}) {
  const Heading = level;
  return blocks.map((block, i) => (
    <section key={i} aria-labelledby={`${idPrefix}-${i}`}>
      <Heading id={`${idPrefix}-${i}`}>{block.heading}</Heading>
      <dl>
        {block.rows.map((r, j) => (
          <div key={j} className="border-bottom-1px border-base-lighter padding-y-1">
            <dt className="text-bold">{r.label}</dt>
            <dd className="margin-left-0">{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  ));
}
