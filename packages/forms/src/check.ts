import type { Condition, FormDefinition, Question, Text } from './types';

function conditionRefs(c: Condition): string[] {
  if ('all' in c) return c.all.flatMap(conditionRefs);
  if ('any' in c) return c.any.flatMap(conditionRefs);
  if ('not' in c) return conditionRefs(c.not);
  if ('index' in c) return [];
  return [c.q];
}

function textProblems(where: string, text: Text | undefined): string[] {
  if (!text) return [];
  return (['en', 'es'] as const).filter((l) => !text[l]?.trim()).map((l) => `${where}: missing ${l} text`);
}

/**
 * What is wrong with a definition: duplicate ids, a condition naming a question that is not
 * asked before it (or on the same page), a repeat counted by something other than a number
 * question, an "add another" loop without its yes/no question, a choice without options, a text
 * missing a language.
 */
export function checkDefinition(def: FormDefinition): string[] {
  const problems: string[] = [
    ...textProblems(`${def.id} title`, def.title),
    ...def.overview.flatMap((t, i) => textProblems(`${def.id} overview ${i}`, t)),
  ];
  const asked = new Map<string, Question>();
  const pageIds = new Set<string>();
  const checkRefs = (where: string, c: Condition | undefined, samePage: Question[]) => {
    if (!c) return;
    for (const ref of conditionRefs(c)) {
      if (!asked.has(ref) && !samePage.some((s) => s.id === ref))
        problems.push(`${where}: condition names "${ref}", which is not asked before it`);
    }
  };
  for (const section of def.sections) {
    problems.push(...textProblems(`section ${section.id}`, section.title));
    checkRefs(`section ${section.id}`, section.when, []);
    for (const page of section.pages) {
      if (pageIds.has(page.id)) problems.push(`page ${page.id}: duplicate id`);
      pageIds.add(page.id);
      problems.push(
        ...textProblems(`page ${page.id}`, page.title),
        ...textProblems(`page ${page.id} intro`, page.intro),
      );
      checkRefs(`page ${page.id}`, page.when, []);
      if (page.repeat) {
        const counter = asked.get(page.repeat.count);
        if (!counter || counter.type !== 'number')
          problems.push(`page ${page.id}: repeat count "${page.repeat.count}" is not an earlier number question`);
      }
      if (page.addAnother) {
        const more = page.questions.find((x) => x.id === page.addAnother);
        if (!page.repeat) problems.push(`page ${page.id}: an "add another" loop must be inside a repeat`);
        if (more?.type !== 'yesno')
          problems.push(`page ${page.id}: add-another "${page.addAnother}" is not a yes/no question of the page`);
        else if (more.when) problems.push(`page ${page.id}: add-another "${page.addAnother}" must always be asked`);
      }
      for (const call of page.documents ?? []) {
        checkRefs(`page ${page.id} document ${call.evidence}`, call.when, page.questions);
        if (call.about && !page.questions.some((x) => x.id === call.about))
          problems.push(
            `page ${page.id}: document "${call.evidence}" is about "${call.about}", not a question of the page`,
          );
      }
      for (const question of page.questions) {
        const where = `question ${question.id}`;
        if (asked.has(question.id) || page.questions.filter((x) => x.id === question.id).length > 1)
          problems.push(`${where}: duplicate id`);
        if (/[.\s]/.test(question.id)) problems.push(`${where}: id must not contain dots or spaces`);
        problems.push(...textProblems(where, question.label), ...textProblems(`${where} hint`, question.hint));
        checkRefs(
          where,
          question.when,
          page.questions.filter((x) => x !== question),
        );
        if ((question.type === 'choice' || question.type === 'multi') && !question.options?.length)
          problems.push(`${where}: no options`);
        for (const o of question.options ?? []) problems.push(...textProblems(`${where} option ${o.value}`, o.label));
      }
      for (const question of page.questions) asked.set(question.id, question);
    }
  }
  if ('fromQuestion' in def.programs && asked.get(def.programs.fromQuestion)?.type !== 'multi')
    problems.push(`programs: "${def.programs.fromQuestion}" is not a multiple-choice question`);
  for (const ref of [def.signature?.absentParentQuestion, def.signature?.medicalExpenseQuestion]) {
    if (ref && !asked.has(ref)) problems.push(`signature: "${ref}" is not a question`);
  }
  return problems;
}
