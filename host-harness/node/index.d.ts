// Types of agentskills-runtime: the host API (SkillsHost, Session) and the records of
// the WIT package agentskills:runtime@0.8.0 (wit/skills.wit) as jco maps them:
// camelCase fields, `option<T>` as an optional `T | undefined`, enums as string
// literal unions, variants as `{ tag, val }`, `list<u8>` as Uint8Array, `u64` as
// bigint, `u32` as number, `tuple<A, B>` as `[A, B]`.

/** The WIT package this host speaks: `'agentskills:runtime@0.8.0'`. */
export declare const WIT_PACKAGE: 'agentskills:runtime@0.8.0';
/** The interface the host calls: `'agentskills:runtime/skills@0.8.0'`. */
export declare const SKILLS_INTERFACE: 'agentskills:runtime/skills@0.8.0';
/** The oldest Node major version the package runs on. */
export declare const MIN_NODE_MAJOR: number;

// ---- enums ---------------------------------------------------------------------

/** Where a root comes from; precedence between scopes decides which skill wins a name. */
export type Scope = 'builtin' | 'user' | 'project' | 'plugin';
/** Strict (the specification) or lenient frontmatter checking. */
export type ValidationMode = 'strict' | 'lenient';
export type Severity = 'error' | 'warning' | 'info';
/** Who asks for an activation or a read. */
export type Invoker = 'model' | 'user';
export type CatalogFormat = 'xml' | 'json';
export type EntryKind = 'file' | 'directory';
/** Which agent's frontmatter `validate` accepts besides the specification's. */
export type LintProfile = 'spec' | 'claude-code' | 'codex' | 'openclaw';

// ---- records -------------------------------------------------------------------

/** One directory of skills as the component sees it (a guest path). */
export interface Root {
  path: string;
  scope: Scope;
  label: string;
  trusted: boolean;
}

/**
 * One directory of skills as `SkillsHost.session` takes it: a host path, preopened by
 * the host at a guest path of its own.
 */
export interface RootDir {
  /** Host path of the directory. */
  path: string;
  /** Absolute host path shown to the model (locations are built from it); default: the
   * real path of `path` (absolute when it does not exist). */
  label?: string;
  /** Default `'user'`. */
  scope?: Scope;
  /** False for roots the user has not approved: they contribute nothing. Default true. */
  trusted?: boolean;
  /** Whether to preopen `path`; default: whether it is a directory. A root that does
   * not exist yields a warning, not a failure. */
  exists?: boolean;
}

/** A directory for `SkillsHost.callTool`, preopened at `label`. */
export interface ToolDir {
  /** Host path of the directory. */
  path: string;
  /** Its real absolute path, where it is preopened and what the model sees (the default). */
  label?: string;
}

/** Facts about the host, names only; a fact left `undefined` is unknown. */
export interface HostFacts {
  binaries?: Array<string>;
  environment?: Array<string>;
  /** `darwin`, `linux`, `win32`. */
  os?: string;
}

/** Everything a host may decide. Start from `defaultPolicy()` and change fields. */
export interface Policy {
  validation: ValidationMode;
  maxSkillFileBytes: bigint;
  maxFrontmatterBytes: number;
  maxResourceBytes: bigint;
  catalogBudgetBytes: number;
  catalogMaxSkills: number;
  descriptionFloorChars: number;
  catalogEntryMaxChars: number;
  maxDepth: number;
  maxDirectories: number;
  allowNestedSkills: boolean;
  includeBuiltins: boolean;
  scopePrecedence: Array<Scope>;
  listResourcesOnActivation: boolean;
  homeLabel?: string;
  disabledSkills: Array<string>;
  userOnlySkills: Array<string>;
  nameOnlySkills: Array<string>;
  honorPaths: boolean;
  hostFacts: HostFacts;
  /** Skills turned on although their author wrote `default-enabled: false`. */
  enabledSkills: Array<string>;
  /** The host's own `${NAME}` variables for activated bodies. */
  substitutions: Array<[string, string]>;
}

/** What a skill needs from the host. */
export interface Requirements {
  binaries: Array<string>;
  anyBinaries: Array<string>;
  environment: Array<string>;
  os: Array<string>;
}

/** What the author asks of the host that runs the skill, as written. */
export interface HostHints {
  model?: string;
  effort?: string;
  context?: string;
  agent?: string;
  disallowedTools?: string;
  shell?: string;
  hooks?: string;
  version?: string;
  background?: boolean;
  fallback?: string;
}

/** A loaded, valid skill. */
export interface Skill {
  name: string;
  description: string;
  scope: Scope;
  /** Host-side path of its `SKILL.md` (`builtin://NAME/SKILL.md` for builtins). */
  location: string;
  directory: string;
  license?: string;
  compatibility?: string;
  metadata: Array<[string, string]>;
  allowedTools?: string;
  argumentHint?: string;
  modelInvocable: boolean;
  userInvocable: boolean;
  requires: Requirements;
  paths: Array<string>;
  dormant: boolean;
  hints: HostHints;
  defaultEnabled: boolean;
  displayName?: string;
  shortDescription?: string;
}

export type WithheldReason = WithheldReasonDisabled | WithheldReasonOffByDefault | WithheldReasonIneligible;
export interface WithheldReasonDisabled {
  tag: 'disabled';
}
export interface WithheldReasonOffByDefault {
  tag: 'off-by-default';
}
export interface WithheldReasonIneligible {
  tag: 'ineligible';
  /** What is missing, e.g. `needs binaries: uv`. */
  val: string;
}

/** A valid skill that is not offered. */
export interface WithheldSkill {
  skill: Skill;
  reason: WithheldReason;
}

/** One finding, tied to a file where one applies. */
export interface Diagnostic {
  severity: Severity;
  /** Stable machine-readable code, e.g. `name-mismatch`. */
  code: string;
  path: string;
  /** 1-based line, when known. */
  line?: number;
  message: string;
}

export interface Discovery {
  skills: Array<Skill>;
  withheld: Array<WithheldSkill>;
  diagnostics: Array<Diagnostic>;
}

export interface RefreshResult {
  /** Version of the model-visible catalog. */
  version: bigint;
  changed: boolean;
  reparsed: number;
  diagnostics: Array<Diagnostic>;
}

export interface TouchResult {
  version: bigint;
  changed: boolean;
  awakened: Array<string>;
  diagnostics: Array<Diagnostic>;
}

export interface Catalog {
  /** The text to put in the model's context; empty when no skill is visible. */
  text: string;
  diagnostics: Array<Diagnostic>;
}

export interface NotFoundDetail {
  message: string;
  /** Names the invoker may activate. */
  available: Array<string>;
}

/** Why an operation was refused. */
export type SkillError =
  | SkillErrorNotFound
  | SkillErrorDenied
  | SkillErrorTooLarge
  | SkillErrorInvalid
  | SkillErrorIo;
export interface SkillErrorNotFound {
  tag: 'not-found';
  val: NotFoundDetail;
}
export interface SkillErrorDenied {
  tag: 'denied';
  val: string;
}
export interface SkillErrorTooLarge {
  tag: 'too-large';
  val: string;
}
export interface SkillErrorInvalid {
  tag: 'invalid';
  val: string;
}
export interface SkillErrorIo {
  tag: 'io';
  val: string;
}

export interface Activation {
  skill: Skill;
  /** The `<skill_content>` envelope. */
  content: string;
}

export interface ResourceEntry {
  name: string;
  kind: EntryKind;
  /** Size in bytes (0 for directories). */
  size: bigint;
}

export interface ManifestFile {
  path: string;
  size: bigint;
}

export type AuditSeverity = 'info' | 'low' | 'medium' | 'high' | 'critical';
/** One thing the audit found (WIT `audit-finding`). */
export interface AuditFinding {
  rule: string;
  family: string;
  severity: AuditSeverity;
  title: string;
  file: string;
  line: number;
  column: number;
  excerpt: string;
  detail: string;
  /** The behaviours of a finding over behaviours, source first (WIT `audit-link`). */
  chain: Array<AuditLink>;
  /** Why the finding stands below its rule's severity (a quoted example); empty otherwise. */
  context: string;
}
/** One behaviour of a finding's chain, and where it was seen (WIT `audit-link`). */
export interface AuditLink {
  role: string;
  file: string;
  line: number;
  column: number;
  excerpt: string;
}
/** The audit of one skill (WIT `audit-report`). */
export interface AuditReport {
  skill: string;
  directory: string;
  path: string;
  findings: Array<AuditFinding>;
  filesScanned: number;
  bytesScanned: bigint;
  endpoints: Array<string>;
  executables: Array<string>;
  allowedTools?: string;
  rules: Array<string>;
}
/** A user's rule file: its label (path) for messages, and its text. */
export interface RuleFile {
  label: string;
  text: string;
}
export interface AuditOptions {
  ruleFiles?: ReadonlyArray<RuleFile>;
  installed?: ReadonlyArray<string>;
  /** Where the skills come from (`owner/repo`, a git URL): a name like a well-known skill of the same owner is that owner's own. */
  source?: string;
}
export interface SkillManifest {
  /** The frontmatter as a JSON object, in text. */
  frontmatter: string;
  files: Array<ManifestFile>;
  truncated: boolean;
}

/** What a `Session` call that can be refused returns, instead of throwing: test it
 * with `'ok' in outcome`. */
export type Outcome<T> = { ok: T } | { err: SkillError };

/** The stateless `tools` interface's functions, by the name `callTool` takes. */
export type ToolName =
  | 'list-skills'
  | 'activate-skill'
  | 'read-skill-file'
  | 'list-skill-files'
  | 'validate-skill';

// ---- the host --------------------------------------------------------------------

/**
 * The component in this Node process. Each session is its own instance with its own
 * preopens, an empty environment and no arguments.
 */
export declare class SkillsHost {
  /**
   * @param generatedDir output directory of `jco transpile --instantiation sync`;
   *   default: the package's own prebuilt `generated/`.
   */
  constructor(generatedDir?: string);
  /** The directory the component is loaded from. */
  readonly generatedDir: string;
  /**
   * Checks the platform (Node version, WebAssembly SIMD), every generated file against
   * `component.json`'s SHA-256 and the WIT version, then compiles the component.
   * Rejects with an `Error` naming what is wrong.
   */
  load(): Promise<SkillsHost>;
  /** The policy every field of which the WIT documents as "Default". */
  defaultPolicy(): Policy;
  /** A registry over `roots` under `policy`, in an instance of its own. */
  session(roots: ReadonlyArray<RootDir>, policy: Policy): Session;
  /** The authoring lint on one skill directory; `label` is its absolute host path
   * (default: the real path of `dir`), `profile` default `'spec'`. */
  validate(dir: string, label?: string, profile?: LintProfile): Array<Diagnostic>;
  /** Every skill of a source tree (or `archive` in it) audited (WIT `audit-source`). */
  auditSource(dir: string, options?: AuditOptions & { archive?: string; label?: string }): Outcome<Array<AuditReport>>;
  /** The built-in audit rule file. */
  auditRules(): string;
  /** One function of the stateless `tools` interface in a fresh instance; returns its JSON text. */
  callTool(dirs: ReadonlyArray<ToolDir>, name: 'list-skills'): string;
  callTool(dirs: ReadonlyArray<ToolDir>, name: 'activate-skill', skill: string, args: string): string;
  callTool(dirs: ReadonlyArray<ToolDir>, name: 'read-skill-file', skill: string, path: string): string;
  callTool(dirs: ReadonlyArray<ToolDir>, name: 'list-skill-files', skill: string, dir: string): string;
  callTool(dirs: ReadonlyArray<ToolDir>, name: 'validate-skill', dir: string): string;
  callTool(dirs: ReadonlyArray<ToolDir>, name: ToolName, ...args: string[]): string;
}

/** Skills from a set of roots under one policy; parsed state is kept between calls. */
export declare class Session {
  /** Sessions come from `SkillsHost.session`; this wraps the component's registry. */
  constructor(registry: unknown);
  /** Scan every root, parse, validate and merge; replaces any earlier state. */
  discover(): Discovery;
  /** Parse again only what changed since the last scan. */
  refresh(): RefreshResult;
  /** Replace the policy's host facts and decide again which skills are offered. */
  setHostFacts(facts: HostFacts): RefreshResult;
  /** Replace the host's own `${NAME}` variables for activated bodies (`CLAUDE_EFFORT`, ...). */
  setSubstitutions(variables: ReadonlyArray<[string, string]>): void;
  /** Report files the user's work touched, relative to the project root, `/`-separated. */
  touchPaths(paths: ReadonlyArray<string>): TouchResult;
  /** The model-facing catalog of the last discovery (default `'xml'`). */
  catalog(format?: CatalogFormat): Catalog;
  /** A skill's body in its envelope (invoker default `'model'`, arguments default `''`). */
  activate(name: string, invoker?: Invoker, args?: string): Outcome<Activation>;
  /** A file of a skill, by its path relative to the skill directory. */
  readResource(skill: string, path: string, invoker?: Invoker): Outcome<Uint8Array>;
  /** The direct children of a directory inside a skill (`''` for the skill's own). */
  listResources(skill: string, dir?: string, invoker?: Invoker): Outcome<Array<ResourceEntry>>;
  /** A skill's frontmatter (as JSON text) and its files. */
  manifest(skill: string, invoker?: Invoker): Outcome<SkillManifest>;
  /** One skill audited by name, hidden and withheld ones too (WIT `registry.audit`). */
  audit(skill: string, options?: AuditOptions): Outcome<AuditReport>;
}
