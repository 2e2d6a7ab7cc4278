// What `npm run setup-check` asks GitHub about the repository's settings, and how it judges the
// answers: every environment that holds a secret limited to main and holding only its own
// secrets, no repository-wide secret, the variables the workflows read, and the rulesets that
// guard main and the tags. Each line says what is set or what is missing; a setting the login or
// the plan cannot read (403, 404) is said so and skipped.

/** A GitHub API answer: the parsed JSON, or the HTTP status it failed with. */
export type Answer = { ok: true; body: unknown } | { ok: false; status: number };
export type Api = (path: string) => Answer;

/** An environment, the secrets it alone holds (optional ones marked), and whether main only. */
const ENVIRONMENTS = [
  { name: 'production', secrets: ['AZURE_STATIC_WEB_APPS_API_TOKEN'], mainOnly: true },
  { name: 'production-build', secrets: ['CONTACT_TABLE_URL'], mainOnly: true },
  { name: 'notify', secrets: ['NOTIFY_CONNECTION_STRING'], mainOnly: true },
  { name: 'purge', secrets: ['PURGE_CONNECTION_STRING'], mainOnly: true },
  { name: 'preview', secrets: ['PREVIEW_STATIC_WEB_APPS_TOKEN'], mainOnly: false },
  { name: 'preview-build', secrets: ['PREVIEW_CONTACT_TABLE_URL?'], mainOnly: false },
] as const;

/** The repository variables the workflows read; those marked optional may be left unset. */
const VARIABLES = ['NOTICE_ISSUE', 'CONTACT_SAS_EXPIRES', 'CONTACT_TABLE_HOST?'];

/** GitHub's id of the repository role "admin", which a ruleset names to let the owner bypass it. */
const ADMIN_ROLE = 5;

type Line = string;
const ok = (text: string): Line => `✓ ${text}`;
const missing = (text: string): Line => `✗ ${text}`;
const unreadable = (what: string, status: number): Line =>
  `? ${what}: GitHub answered ${status} (this login or plan cannot read it); check it by hand`;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const list = (value: unknown, key: string): Record<string, unknown>[] => {
  const items = key ? asRecord(value)[key] : value;
  return Array.isArray(items) ? items.map(asRecord) : [];
};
const names = (value: unknown, key: string) => list(value, key).map((item) => String(item.name));

function environmentLines(api: Api, repo: string): Line[] {
  const answer = api(`repos/${repo}/environments`);
  if (!answer.ok) return [unreadable('environments', answer.status)];
  const existing = new Map(list(answer.body, 'environments').map((env) => [String(env.name), env]));
  return ENVIRONMENTS.flatMap(({ name, secrets, mainOnly }) => {
    const env = existing.get(name);
    if (!env) return [missing(`environment ${name} does not exist (docs/owner/setup.md)`)];
    const lines: Line[] = [];
    if (mainOnly) {
      const policy = asRecord(env.deployment_branch_policy);
      const branches = api(`repos/${repo}/environments/${name}/deployment-branch-policies`);
      // A tag rule named main would let a tag called main in: only a branch rule counts.
      const allowed = branches.ok
        ? list(branches.body, 'branch_policies').map((rule) =>
            rule.type === 'branch' ? String(rule.name) : `the tag rule ${String(rule.name)}`,
          )
        : [];
      if (policy.custom_branch_policies !== true) {
        lines.push(
          missing(`environment ${name} is not limited to selected branches: limit it to main`),
        );
      } else if (!branches.ok) {
        lines.push(unreadable(`environment ${name}'s branches`, branches.status));
      } else if (allowed.join() !== 'main') {
        lines.push(
          missing(`environment ${name} allows ${allowed.join(', ') || 'no branch'}: main only`),
        );
      } else lines.push(ok(`environment ${name} is limited to main`));
    }
    const held = api(`repos/${repo}/environments/${name}/secrets`);
    if (!held.ok) return [...lines, unreadable(`environment ${name}'s secrets`, held.status)];
    const has = names(held.body, 'secrets');
    const wanted = secrets.map((secret) => secret.replace('?', ''));
    const absent = secrets.filter((secret) => !secret.endsWith('?') && !has.includes(secret));
    const extra = has.filter((secret) => !wanted.includes(secret));
    if (absent.length > 0) lines.push(missing(`environment ${name} lacks ${absent.join(', ')}`));
    if (extra.length > 0)
      lines.push(missing(`environment ${name} also holds ${extra.join(', ')}: move or delete it`));
    if (absent.length === 0 && extra.length === 0)
      lines.push(ok(`environment ${name} holds ${has.join(', ') || 'no secret yet'}`));
    return lines;
  });
}

function repositoryLines(api: Api, repo: string): Line[] {
  const secrets = api(`repos/${repo}/actions/secrets`);
  const variables = api(`repos/${repo}/actions/variables`);
  const lines: Line[] = [];
  if (!secrets.ok) lines.push(unreadable('repository secrets', secrets.status));
  else {
    const shared = names(secrets.body, 'secrets');
    lines.push(
      shared.length === 0
        ? ok('no repository-wide secret: each lives in its environment')
        : missing(`repository-wide secrets ${shared.join(', ')}: move each into its environment`),
    );
  }
  if (!variables.ok) return [...lines, unreadable('repository variables', variables.status)];
  const set = names(variables.body, 'variables');
  for (const variable of VARIABLES) {
    const name = variable.replace('?', '');
    if (set.includes(name)) lines.push(ok(`variable ${name} is set`));
    else if (!variable.endsWith('?')) lines.push(missing(`variable ${name} is not set`));
  }
  return lines;
}

/** The rules of the branch ruleset for main: what each asks, and whether it is there. */
function mainRules(ruleset: Record<string, unknown>, checks: readonly string[]): Line[] {
  const rules = list(ruleset.rules, '');
  const rule = (type: string) => rules.find((each) => each.type === type);
  const parameters = (type: string) => asRecord(rule(type)?.parameters);
  const approvals = Number(parameters('pull_request').required_approving_review_count ?? 0);
  const required = list(parameters('required_status_checks').required_status_checks, '').map(
    (check) => String(check.context),
  );
  const admins = list(ruleset.bypass_actors, '').some(
    (actor) => actor.actor_type === 'RepositoryRole' && actor.actor_id === ADMIN_ROLE,
  );
  const lacking = checks.filter((check) => !required.includes(check));
  const foreign = required.filter((check) => !checks.includes(check));
  const line = (done: boolean, text: string) => (done ? ok(text) : missing(text));
  return [
    line(
      rule('pull_request') !== undefined && approvals >= 1,
      'main changes through a pull request with one approval',
    ),
    line(
      lacking.length === 0 && foreign.length === 0,
      lacking.length + foreign.length === 0
        ? `main requires CI's checks: ${checks.join('; ')}`
        : `main's required checks differ from CI's: ${[...lacking.map((check) => `add "${check}"`), ...foreign.map((check) => `remove "${check}"`)].join(', ')}`,
    ),
    line(admins, 'the owner (repository admins) may bypass the ruleset'),
    line(rule('non_fast_forward') !== undefined, 'no force push to main'),
    line(rule('deletion') !== undefined, 'main cannot be deleted'),
  ];
}

function rulesetLines(api: Api, repo: string, checks: readonly string[]): Line[] {
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
  const tagAdmins = list(onTags?.bypass_actors, '').some(
    (actor) => actor.actor_type === 'RepositoryRole' && actor.actor_id === ADMIN_ROLE,
  );
  return [
    ...(onMain
      ? mainRules(onMain, checks)
      : [missing('no active ruleset guards main (docs/owner/setup.md)')]),
    onTags && tagAdmins
      ? ok('only the owner creates tags')
      : missing('no active tag ruleset lets only the owner create tags (docs/owner/setup.md)'),
  ];
}

/** What a public repository shows of the notice, said when the repository is public. */
function visibilityLines(api: Api, repo: string): Line[] {
  const answer = api(`repos/${repo}`);
  if (!answer.ok) return [unreadable('the repository', answer.status)];
  return asRecord(answer.body).private === true
    ? [ok('the repository is private: the notice issue is for collaborators only')]
    : [
        '! the repository is public: anyone can read the notice issue (request counts, times, when ' +
          'the SAS expires); see docs/owner/setup.md for keeping it to yourself',
      ];
}

/** Every line of the check, in the order setup.md sets things up. */
export function setupCheckLines(api: Api, repo: string, checks: readonly string[]): Line[] {
  return [
    ...environmentLines(api, repo),
    ...repositoryLines(api, repo),
    ...rulesetLines(api, repo, checks),
    ...visibilityLines(api, repo),
  ];
}

/**
 * The checks of CI that main's ruleset must require, by the names GitHub gives them: every job
 * that runs on every push (not only for pull requests, not only on failure), by its name (its id
 * when it has none), a matrix job once for every combination of its values.
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
