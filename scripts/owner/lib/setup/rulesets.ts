// The rulesets `npm run setup-check` looks for (docs/owner/setup.md), with CI's checks read from
// ci.yml as GitHub names them.
import { type Api, asRecord, type Line, list, missing, ok, unreadable } from './github-answers';

/** GitHub's id of the repository role "admin", which a ruleset names to let the owner bypass it. */
const ADMIN_ROLE = 5;

/** Whether repository admins (the owner) may bypass a ruleset. */
const ownerBypasses = (ruleset: Record<string, unknown>) =>
  list(ruleset.bypass_actors, '').some(
    (actor) => actor.actor_type === 'RepositoryRole' && actor.actor_id === ADMIN_ROLE,
  );

/** The rules of the branch ruleset for main: what each asks, and whether it is there. */
function mainRules(ruleset: Record<string, unknown>, checks: readonly string[]): Line[] {
  const rules = list(ruleset.rules, '');
  const rule = (type: string) => rules.find((each) => each.type === type);
  const parameters = (type: string) => asRecord(rule(type)?.parameters);
  const approvals = Number(parameters('pull_request').required_approving_review_count ?? 0);
  const required = list(parameters('required_status_checks').required_status_checks, '').map(
    (check) => String(check.context),
  );
  const admins = ownerBypasses(ruleset);
  const lacking = checks.filter((check) => !required.includes(check));
  const foreign = required.filter((check) => !checks.includes(check));
  const same = lacking.length + foreign.length === 0;
  const line = (done: boolean, text: string) => (done ? ok(text) : missing(text));
  return [
    line(
      rule('pull_request') !== undefined && approvals >= 1,
      'main changes through a pull request with one approval',
    ),
    line(
      same,
      same
        ? `main requires CI's checks: ${checks.join('; ')}`
        : `main's required checks differ from CI's: ${[...lacking.map((check) => `add "${check}"`), ...foreign.map((check) => `remove "${check}"`)].join(', ')}`,
    ),
    line(admins, 'the owner (repository admins) may bypass the ruleset'),
    line(rule('non_fast_forward') !== undefined, 'no force push to main'),
    line(rule('deletion') !== undefined, 'main cannot be deleted'),
  ];
}

export function rulesetLines(api: Api, repo: string, checks: readonly string[]): Line[] {
  const answer = api(`repos/${repo}/rulesets`);
  if (!answer.ok) return [unreadable('rulesets', answer.status)];
  const rulesets = list(answer.body, '').flatMap((summary) => {
    const full = api(`repos/${repo}/rulesets/${String(summary.id)}`);
    return full.ok ? [asRecord(full.body)] : [];
  });
  const active = rulesets.filter((ruleset) => ruleset.enforcement === 'active');
  const includes = (ruleset: Record<string, unknown>) => {
    const include = asRecord(asRecord(ruleset.conditions).ref_name).include;
    return Array.isArray(include) ? include.map(String) : [];
  };
  const onMain = active.find(
    (ruleset) =>
      ruleset.target === 'branch' &&
      includes(ruleset).some((ref) => ['~DEFAULT_BRANCH', 'refs/heads/main'].includes(ref)),
  );
  const onTags = active.find(
    (ruleset) =>
      ruleset.target === 'tag' &&
      includes(ruleset).includes('~ALL') &&
      list(ruleset.rules, '').some((rule) => rule.type === 'creation'),
  );
  const tagAdmins = onTags !== undefined && ownerBypasses(onTags);
  return [
    ...(onMain
      ? mainRules(onMain, checks)
      : [missing('no active ruleset guards main (docs/owner/setup.md)')]),
    onTags && tagAdmins
      ? ok('only the owner creates tags')
      : missing('no active tag ruleset lets only the owner create tags (docs/owner/setup.md)'),
  ];
}

/**
 * The CI checks main's ruleset must require, by GitHub's names: every job that runs on every push,
 * a matrix job once per combination of its values.
 */
export function requiredChecks(ci: unknown): string[] {
  return Object.entries(asRecord(asRecord(ci).jobs)).flatMap(([id, value]) => {
    const job = asRecord(value);
    if (/pull_request|failure\(\)/.test(String(job.if ?? ''))) return [];
    let names = [typeof job.name === 'string' ? job.name : id];
    for (const [key, values] of Object.entries(asRecord(asRecord(job.strategy).matrix))) {
      if (!Array.isArray(values)) continue;
      const placeholder = new RegExp(`\\$\\{\\{\\s*matrix\\.${key}\\s*\\}\\}`, 'g');
      names = names.flatMap((name) =>
        values.map((each) => name.replace(placeholder, String(each))),
      );
    }
    return names;
  });
}
