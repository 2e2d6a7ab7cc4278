// The rulesets `npm run setup-check` looks for (docs/owner/setup.md): main's and the tags', each
// rule read exactly, with the fix for each that is missing.
import { type Api, asRecord, type Line, list, missing, ok, unreadable } from './github-answers';

/** GitHub's id of the repository role "admin", which a ruleset names to let the owner bypass it. */
const ADMIN_ROLE = 5;
/** GitHub's id of the GitHub Actions app: a check bound to it is one a workflow job reported. */
export const GITHUB_ACTIONS_APP = 15368;

type Rules = Record<string, unknown>;
const line = (done: boolean, text: string, fix: string) => (done ? ok(text) : missing(fix));

/** Who may bypass a ruleset other than the Repository admin role, as the settings page names them. */
function otherBypass(ruleset: Rules): string[] {
  const actors = list(ruleset.bypass_actors, '');
  const others = actors
    .filter((actor) => !(actor.actor_type === 'RepositoryRole' && actor.actor_id === ADMIN_ROLE))
    .map((actor) => `${String(actor.actor_type)} ${String(actor.actor_id ?? '')}`.trim());
  return actors.length === others.length ? [...others, 'no Repository admin role'] : others;
}

function bypassLine(ruleset: Rules, name: string): Line {
  const others = otherBypass(ruleset);
  return line(
    others.length === 0,
    `only the owner (the Repository admin role) may bypass the ${name} ruleset`,
    `the ${name} ruleset's bypass list is not the Repository admin role alone (${others.join(', ')}): ` +
      'leave that role alone in it, "Always allow"',
  );
}

/** The rules of the branch ruleset for main: what each asks, and whether it is there. */
function mainRules(ruleset: Rules, checks: readonly string[]): Line[] {
  const rules = list(ruleset.rules, '');
  const rule = (type: string) => rules.find((each) => each.type === type);
  const review = asRecord(rule('pull_request')?.parameters);
  const approvals = Number(review.required_approving_review_count ?? 0);
  const required = list(
    asRecord(rule('required_status_checks')?.parameters).required_status_checks,
    '',
  );
  const names = required.map((check) => String(check.context));
  const unbound = required.filter((check) => check.integration_id !== GITHUB_ACTIONS_APP);
  const lacking = checks.filter((check) => !names.includes(check));
  const foreign = names.filter((check) => !checks.includes(check));
  const same = lacking.length + foreign.length === 0;
  const differ = [
    ...lacking.map((check) => `add "${check}"`),
    ...foreign.map((check) => `remove "${check}"`),
  ];
  return [
    line(
      rule('pull_request') !== undefined && approvals >= 1,
      'main changes through a pull request with one approval',
      'main does not require a pull request with one approval: require it',
    ),
    line(
      review.dismiss_stale_reviews_on_push === true,
      'a push to a pull request dismisses its approvals',
      'approvals outlive the pushes after them: tick "Dismiss stale pull request approvals when new commits are pushed"',
    ),
    line(
      review.require_last_push_approval === true,
      'the last push of a pull request needs approval by someone else',
      'the last push of a pull request needs no approval: tick "Require approval of the most recent reviewable push"',
    ),
    line(
      same,
      `main requires CI's checks: ${checks.join('; ')}`,
      `main's required checks differ from CI's: ${differ.join(', ')}`,
    ),
    line(
      unbound.length === 0,
      "main's required checks count only when GitHub Actions reports them",
      `a status anyone may post can pass for ${unbound.map((check) => `"${String(check.context)}"`).join(', ')}: ` +
        'choose GitHub Actions as the source of each required check',
    ),
    bypassLine(ruleset, 'main'),
    line(
      rule('non_fast_forward') !== undefined,
      'no force push to main',
      'main may be force-pushed: tick "Block force pushes"',
    ),
    line(
      rule('deletion') !== undefined,
      'main cannot be deleted',
      'main may be deleted: tick "Restrict deletions"',
    ),
  ];
}

/** The tag ruleset's rules, what each stops, and the box that sets it. */
const TAG_RULES = {
  creation: ['created', 'Restrict creations'],
  update: ['moved', 'Restrict updates'],
  deletion: ['deleted', 'Restrict deletions'],
} as const;

/** The tag ruleset: no tag created, moved or deleted but by the owner. */
function tagRules(ruleset: Rules): Line[] {
  const types = list(ruleset.rules, '').map((rule) => rule.type);
  const absent = Object.entries(TAG_RULES).filter(([type]) => !types.includes(type));
  return [
    line(
      absent.length === 0,
      'only the owner creates, moves or deletes tags',
      `tags may be ${absent.map(([, [what]]) => what).join(' or ')} by anyone with write access: ` +
        `tick ${absent.map(([, [, box]]) => `"${box}"`).join(' and ')} in the tag ruleset`,
    ),
    bypassLine(ruleset, 'tags'),
  ];
}

const refs = (ruleset: Rules, key: 'include' | 'exclude') => {
  const names = asRecord(asRecord(ruleset.conditions).ref_name)[key];
  return Array.isArray(names) ? names.map(String) : [];
};

/** A ruleset's lines; an exclusion may match main, or a tag called main, so it vouches for none. */
function exact(ruleset: Rules, name: string, rules: (ruleset: Rules) => Line[]): Line[] {
  const excluded = refs(ruleset, 'exclude');
  return excluded.length === 0
    ? rules(ruleset)
    : [missing(`the ${name} ruleset excludes ${excluded.join(', ')}: remove every exclusion`)];
}

export function rulesetLines(api: Api, repo: string, checks: readonly string[]): Line[] {
  const answer = api(`repos/${repo}/rulesets`);
  if (!answer.ok) return [unreadable('rulesets', answer.status)];
  const rulesets = list(answer.body, '').flatMap((summary) => {
    const full = api(`repos/${repo}/rulesets/${String(summary.id)}`);
    return full.ok ? [asRecord(full.body)] : [];
  });
  // ~DEFAULT_BRANCH stands for main only where the repository says main is its default branch.
  const repository = api(`repos/${repo}`);
  const onDefault = repository.ok && asRecord(repository.body).default_branch === 'main';
  const mainRefs = ['refs/heads/main', ...(onDefault ? ['~DEFAULT_BRANCH'] : [])];
  const active = rulesets.filter((ruleset) => ruleset.enforcement === 'active');
  const onMain = active.find(
    (ruleset) =>
      ruleset.target === 'branch' && refs(ruleset, 'include').some((ref) => mainRefs.includes(ref)),
  );
  const onTags = active.find(
    (ruleset) => ruleset.target === 'tag' && refs(ruleset, 'include').includes('~ALL'),
  );
  return [
    ...(onMain
      ? exact(onMain, 'main', (ruleset) => mainRules(ruleset, checks))
      : [missing('no active ruleset guards main (docs/owner/setup.md)')]),
    ...(onTags
      ? exact(onTags, 'tags', tagRules)
      : [
          missing(
            'no active ruleset guards all tags: only the owner may create them (docs/owner/setup.md)',
          ),
        ]),
  ];
}
