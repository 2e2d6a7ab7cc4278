// The repository's Actions settings, as `npm run setup-check` reads them (docs/owner/setup.md).
import { type Api, asRecord, type Line, missing, ok, unreadable } from './github-answers';

/** The fork setting that makes every outside contributor's workflow runs wait for approval. */
const FORK_APPROVAL = 'all_external_contributors';

/**
 * The Actions settings that stand in for workflow rules: every action pinned to a full commit SHA,
 * the repository token read-only unless a workflow asks for more, and no fork's run without the
 * owner's approval.
 */
export function actionsLines(api: Api, repo: string): Line[] {
  const pinned = api(`repos/${repo}/actions/permissions`);
  const forks = api(`repos/${repo}/actions/permissions/fork-pr-contributor-approval`);
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
    forks.ok
      ? asRecord(forks.body).approval_policy === FORK_APPROVAL
        ? ok("every outside contributor's fork waits for your approval before its workflows run")
        : missing(
            `forks' workflows run without your approval (${String(asRecord(forks.body).approval_policy)}): ` +
              'choose "Require approval for all external contributors"',
          )
      : unreadable('the approval of fork pull requests', forks.status),
  ];
}
