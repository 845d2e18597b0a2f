import { getMetadataStorage } from 'class-validator';

type RuleStorage = ReturnType<typeof getMetadataStorage>;
type Rules = ReturnType<RuleStorage['getTargetValidationMetadatas']>;
type RulesByProperty = ReturnType<RuleStorage['groupByPropertyName']>;

const remembering = new WeakSet<RuleStorage>();

/**
 * class-validator looks up a class's rules afresh for every object it validates: it tests every
 * decorated class of the process as a possible ancestor, filters the rules by group and groups
 * them by property, building new arrays each time (typestack/class-validator#2686). An order body
 * (the form, each cart line, its sheet, the date) paid that five times or more per request: a
 * fifth of all the gateway allocated per order, which made its young generation fill and promote
 * faster (ADR 11, update of 27 Nov 2026, session 13). The answers only change when a rule is
 * registered, so this keeps each one until then. Called before a process validates; once is
 * enough, again changes nothing.
 */
export function rememberValidationRules(storage: RuleStorage = getMetadataStorage()): void {
  if (remembering.has(storage)) return;
  remembering.add(storage);
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const register = storage.addValidationMetadata.bind(storage);
  let rulesByTarget = new WeakMap<object, Map<string, Rules>>();
  let groupedRules = new WeakMap<Rules, RulesByProperty>();

  storage.addValidationMetadata = (metadata) => {
    register(metadata);
    // A new rule can change any class's answer (it may be an ancestor's): start afresh.
    rulesByTarget = new WeakMap();
    groupedRules = new WeakMap();
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    // No groups and an empty list select the same rules.
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0000') ?? ''}`;
    let answers = rulesByTarget.get(target);
    if (!answers) rulesByTarget.set(target, (answers = new Map()));
    let rules = answers.get(key);
    if (!rules) answers.set(key, (rules = lookUp(target, schema, always, strictGroups, groups)));
    return rules;
  };
  storage.groupByPropertyName = (rules) => {
    let grouped = groupedRules.get(rules);
    if (!grouped) groupedRules.set(rules, (grouped = group(rules)));
    return grouped;
  };
}
