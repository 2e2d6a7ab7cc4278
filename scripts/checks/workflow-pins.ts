// A third-party action runs with the job's token and secrets: pin it to a commit, which cannot
// move, and name the version that commit is in a comment, so that an update can be reviewed.

const SHA_PIN = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;

/** Each `uses:` line: a third-party action pinned to a full commit SHA, its version in a comment. */
export function pinProblems(text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const use = /^\s*(?:-\s+)?uses:\s*(\S+)\s*(#.*)?$/.exec(line);
    const action = use?.[1];
    if (!action || action.startsWith('./') || action.startsWith('docker://')) return [];
    const where = `line ${index + 1}: ${action}`;
    if (!SHA_PIN.test(action)) return [`${where} is not pinned to a full commit SHA`];
    if (!/^#\s*v\d/.test(use?.[2] ?? ''))
      return [`${where} has no "# vX.Y.Z" comment naming its version`];
    return [];
  });
}
