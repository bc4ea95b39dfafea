import LintKit

/// The text `--help` prints. Keep it true to `Arguments.parse` and README.
let helpText = """
OVERVIEW: A fast, zero-dependency linter for Swift sources.

USAGE: swiftlint-lite [lint] [options] [<path> ...]
       swiftlint-lite rules [--config <file>]
       swiftlint-lite rules <rule-id>
       swiftlint-lite dump tokens|declarations|types <file>
       swiftlint-lite dump interface <file-or-folder>

  Lints the .swift files under each path (default: the current folder). Folders are
  searched recursively; .build, .swiftpm, DerivedData, a Packages folder beside a
  Package.swift (edited dependencies), hidden folders and the configuration's 'excluded'
  patterns are skipped. A file named on the command line is
  linted even when 'excluded' matches it (or 'included' does not), though --fix leaves it
  unchanged; one that is not Swift (no .swift extension, and no '#!' line that runs swift)
  is skipped with a note. The rest of the project around the paths (the folder above them
  with a Package.swift, else the .lint.yml's folder, else the current folder when it holds
  .git), excluded files too, is read for its declarations, not linted. A first word 'lint'
  is optional (write './lint', './rules' or
  './dump' for a folder of that name; 'lint' after options is the subcommand too, and an
  error where a file or folder 'lint' exists); '--' ends the options (every word after it is a path,
  the first one too: '-- rules' lints a folder 'rules'); '-' is a file name, not
  standard input (see --stdin-path). Options that take a value also take it as
  '--option=value' (the only way for a value that starts with '-'); the others take none.

OPTIONS:
  --config <file>         Configuration file (default: .lint.yml in the current folder, if any;
                          else the nearest one above it, up to the top of its git repository).
                          A stream works too (<(git show main:.lint.yml), /dev/stdin); its
                          paths are then relative to the current folder.
  --reporter <name>       Output format: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")).
                          Default: the configuration's 'reporter', else sarif for an --output
                          name ending in '.sarif', else text ('path:line:column: warning:
                          message (rule_id)').
  --output, -o <file>     Write the report to <file> (atomically) instead of standard output;
                          /dev/stdout, /dev/stderr and /dev/fd/N are written where they stand.
                          When the run stops before linting (a configuration or baseline
                          error, --only and --disable that leave no rule), a SARIF, JUnit or
                          Checkstyle report or a github-actions annotation (here or on standard
                          output) says the run failed; a text or JSON report file is removed
                          (an existing Swift source, the configuration or the baseline is left
                          as it is).
                          Its folder must be writable (the report is written beside it first),
                          and it may not be an existing Swift source.
  --strict                Warnings fail the run too (exit code 1).
  --no-strict             Warnings do not fail the run, even with 'strict: true' in the
                          configuration (a local run under a gating configuration).
  --quiet, -q             Do not print the summary line or notes on standard error (warnings
                          and errors still are).
  --only <rule>           Run only this rule (repeatable), even one the configuration disables.
  --disable <rule>        Do not run this rule (repeatable).
  --baseline <file>       Report only findings that are not in this baseline (the summary says
                          how many it held back); a stream works too (<(git show main:b.json)).
  --write-baseline <file> Record the current findings as a baseline and write no report; exit 0
                          (2 when a file could not be read: the baseline is still written,
                          without its findings).
  --stdin-path <path>     Lint standard input as if it were the file <path> (for editors). The
                          project's other files are indexed, not linted; no paths, no --fix.
                          Input that is binary or not UTF-8 is an error; the report is still
                          written (empty).
  --timings               Print time per stage and rule (and 'fix' with --fix) and the slowest
                          files on standard error.
  --trace <file>          Write the same intervals as Chrome trace-event JSON (Perfetto, chrome://tracing).
  --no-superfluous-disable
                          Do not report disable comments that suppress nothing or name an
                          unknown rule.
  --fix                   Apply the rules' rewrites to the files (each file replaced atomically),
                          then report what remains. Files that say they are generated
                          ("do not edit", "do not modify", "@generated" in a comment near the top) are not changed,
                          nor is a file that changed on disk while the run went on (an error).
  --version               Print the version.
  --help, -h              Print this help.

SUBCOMMANDS:
  rules                   List the rules: severity and whether enabled (per the configuration), autofix, summary.
  rules <rule-id>         Print the rule's documentation (also superfluous_disable_command's).
  dump <what> <file>      Print the tokens, declarations or types the parser finds (for debugging);
                          `interface` prints the public stub the package catalog is made of
                          (of each file, for a folder).

RULES:
\(RuleRegistry.all.map { "  \($0.metadata.id.padding(toLength: 26, withPad: " ", startingAt: 0))\($0.metadata.summary)" }.joined(separator: "\n"))

SUPPRESSION COMMENTS:
  // swiftlint-lite:disable <rule ...|all>      until a matching enable or the end of the file
  // swiftlint-lite:enable <rule ...|all>
  // swiftlint-lite:disable:next <rule ...|all>  the next line only (also :this, :previous)
  After 'disable all', 'enable <rule>' turns that rule back on and leaves the others off.
  A reason may follow the rules after ' - ' or '--': 'disable:next existential_any - generated'.
  A comment that names an unknown rule, or suppresses nothing, is reported as
  superfluous_disable_command (not a rule of its own: --no-superfluous-disable, --disable
  superfluous_disable_command or 'disabled_rules: [superfluous_disable_command]' turn it off
  everywhere; 'disable superfluous_disable_command' where that comment applies).

ENVIRONMENT:
  GLIBC_TUNABLES          On Linux, a run on a folder (or 4+ MB of files) restarts itself once with
                          glibc allocator settings (heap growth, larger caches). Set it, even
                          empty, to keep the allocator's defaults.

EXIT CODES:
  0  no finding fails the gate
  1  findings fail the gate (any error-severity finding, or any finding with --strict)
  2  usage, configuration or I/O error (unreadable file, missing path, bad configuration)
"""
