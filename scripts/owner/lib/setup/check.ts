// What `npm run setup-check` asks GitHub about the repository's settings, a line for each: set,
// missing, or unreadable with this login or plan (403, 404), which is said and skipped.
import {
  type Api,
  asRecord,
  type Line,
  list,
  missing,
  names,
  note,
  ok,
  unreadable,
} from './github-answers';
import { actionsLines } from './actions-settings';
import { ENVIRONMENTS, VARIABLES } from './expected';
import { rulesetLines } from './rulesets';

function environmentLines(api: Api, repo: string): Line[] {
  const answer = api(`repos/${repo}/environments`);
  if (!answer.ok) return [unreadable('environments', answer.status)];
  const existing = new Map(list(answer.body, 'environments').map((env) => [String(env.name), env]));
  return ENVIRONMENTS.flatMap(({ name: marked, secrets, mainOnly }) => {
    const name = marked.replace('?', '');
    const env = existing.get(name);
    const gone = `environment ${name} does not exist`;
    if (!env && marked.endsWith('?'))
      return [note(`${gone}: only previews need it (docs/owner/setup.md, step 11)`)];
    if (!env) return [missing(`${gone} (docs/owner/setup.md)`)];
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

/** The Repository admin role bypasses the rulesets: it must be the owner's alone. */
function adminLines(api: Api, repo: string): Line[] {
  const repository = api(`repos/${repo}`);
  const admins = api(`repos/${repo}/collaborators?affiliation=all&permission=admin&per_page=100`);
  if (!admins.ok) return [unreadable("the repository's admins", admins.status)];
  const owner = String(asRecord(asRecord(repository.ok ? repository.body : {}).owner).login);
  const others = names(admins.body, '', 'login').filter((login) => login !== owner);
  return [
    others.length === 0
      ? ok(`${owner} is the repository's only admin: only the owner bypasses the rulesets`)
      : missing(
          `${others.join(', ')} ${others.length === 1 ? 'is an admin' : 'are admins'} too, so ` +
            'may bypass the rulesets: give them the Write role or less (Settings → Collaborators)',
        ),
  ];
}

/** The default branch, which the schedules run on, and what a public repository shows. */
function generalLines(api: Api, repo: string): Line[] {
  const answer = api(`repos/${repo}`);
  if (!answer.ok) return [unreadable('the repository', answer.status)];
  const { default_branch: branch, private: hidden } = asRecord(answer.body);
  return [
    branch === 'main'
      ? ok('main is the default branch')
      : missing(`the default branch is ${String(branch)}: make it main (Settings → General)`),
    hidden === true
      ? ok('the repository is private: the digest issue is for collaborators only')
      : note(
          'the repository is public: anyone can read the digest issue (request counts, times, ' +
            'when the SAS expires); see docs/owner/setup.md for keeping it to yourself',
        ),
  ];
}

/** Every line of the check, in the order setup.md sets things up. */
export function setupCheckLines(api: Api, repo: string, checks: readonly string[]): Line[] {
  return [
    ...environmentLines(api, repo),
    ...repositoryLines(api, repo),
    ...rulesetLines(api, repo, checks),
    ...adminLines(api, repo),
    ...actionsLines(api, repo),
    ...generalLines(api, repo),
  ];
}
