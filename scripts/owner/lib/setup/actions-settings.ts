// The repository's Actions settings, as `npm run setup-check` reads them (docs/owner/setup.md).
import { type Api, asRecord, type Line, missing, ok, unreadable } from './github-answers';

/** The fork setting that makes every outside contributor's workflow runs wait for approval. */
const FORK_APPROVAL = 'all_external_contributors';
export const FORK_SETTINGS =
  'the fork pull request settings (Settings → Actions → General: "Run workflows from fork pull ' +
  'requests" off, or on with no write token, no secrets and approval required)';

/** A private repository's fork settings: the safe value of each, what it lets in, and its box. */
const PRIVATE_FORKS = [
  [
    'send_secrets_and_variables',
    false,
    'get your secrets and variables',
    'untick "Send secrets and variables to workflows from fork pull requests"',
  ],
  [
    'send_write_tokens_to_workflows',
    false,
    'get a token that writes',
    'untick "Send write tokens to workflows from fork pull requests"',
  ],
  [
    'require_approval_for_fork_pr_workflows',
    true,
    'run workflows without your approval',
    'tick "Require approval for fork pull request workflows"',
  ],
] as const;

/** Which forks' pull requests run workflows, and with what: GitHub asks it apart for private ones. */
function forksLine(api: Api, repo: string): Line {
  const repository = api(`repos/${repo}`);
  if (!repository.ok) return unreadable(FORK_SETTINGS, repository.status);
  if (asRecord(repository.body).private !== true) {
    const forks = api(`repos/${repo}/actions/permissions/fork-pr-contributor-approval`);
    if (!forks.ok) return unreadable('the approval of fork pull requests', forks.status);
    const policy = asRecord(forks.body).approval_policy;
    return policy === FORK_APPROVAL
      ? ok("every outside contributor's fork waits for your approval before its workflows run")
      : missing(
          `forks' workflows run without your approval (${String(policy)}): ` +
            'choose "Require approval for all external contributors"',
        );
  }
  const forks = api(`repos/${repo}/actions/permissions/fork-pr-workflows-private-repos`);
  if (!forks.ok) return unreadable(FORK_SETTINGS, forks.status);
  const settings = asRecord(forks.body);
  if (settings.run_workflows_from_fork_pull_requests === false)
    return ok("forks' pull requests run no workflow");
  const wrong = PRIVATE_FORKS.filter(([key, safe]) => settings[key] !== safe);
  return wrong.length === 0
    ? ok(
        "forks' pull requests run workflows only once you approve, with no secret and a read-only token",
      )
    : missing(
        `forks' pull requests ${wrong.map(([, , what]) => what).join(' and ')}: ` +
          `${wrong.map(([, , , fix]) => fix).join(', ')}, or untick "Run workflows from fork pull requests"`,
      );
}

/**
 * The Actions settings that stand in for workflow rules: every action pinned to a full commit SHA,
 * the repository token read-only unless a workflow asks for more, and no fork's run without the
 * owner's approval.
 */
export function actionsLines(api: Api, repo: string): Line[] {
  const pinned = api(`repos/${repo}/actions/permissions`);
  const token = api(`repos/${repo}/actions/permissions/workflow`);
  const pinning = asRecord(pinned.ok ? pinned.body : undefined).sha_pinning_required === true;
  const workflow = asRecord(token.ok ? token.body : undefined);
  const readOnly =
    workflow.default_workflow_permissions === 'read' &&
    workflow.can_approve_pull_request_reviews === false;
  return [
    pinned.ok
      ? pinning
        ? ok('actions must be pinned to a full commit SHA')
        : missing('actions need not be pinned to a full commit SHA: require it')
      : unreadable('the Actions settings', pinned.status),
    token.ok
      ? readOnly
        ? ok('the repository token is read-only, and approves no pull request')
        : missing('the repository token may write by default: make it read-only')
      : unreadable("the repository token's permissions", token.status),
    forksLine(api, repo),
  ];
}
