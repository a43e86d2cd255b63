//! Steps 2 to 5 of an update, one skill at a time: fetch its source, compare its
//! files, audit the change, stage the new version; then swap every change in and
//! write the locks.

use super::candidates::{Candidate, noted};
use super::*;

/// A source fetched once for every skill of it: its tree, the component reading it,
/// and its audit, made the first time one of its skills changed (a skill whose files
/// are those installed keeps the verdict it was installed with).
struct Source {
    fetch: Fetched,
    reader: SourceReader,
    reports: Option<Vec<AuditReport>>,
}

/// Another tool's skill, updated where it lies: its name, the new version's folder,
/// the copies to replace, the tool keeping its record, and its digest as that tool
/// takes it.
type InPlace = (
    String,
    std::path::PathBuf,
    Vec<std::path::PathBuf>,
    foreign::Keeper,
    String,
);

/// One `update` under way: what it fetched, decided and staged so far.
pub(super) struct Run<'a> {
    host: &'a Host,
    scope: &'a InstallScope,
    options: &'a UpdateOptions,
    audit: crate::component::AuditOptions,
    staging: PrivateDir,
    locked: &'a scope::LockedScope,
    dirs: &'a crate::roots::layout::HostDirs,
    now: String,
    fetched: BTreeMap<SourceKey, Source>,
    updates: Vec<Update>,
    refusals: Vec<Refused>,
    /// This runtime's skills staged: the new folder and the name.
    staged: Vec<(std::path::PathBuf, String)>,
    entries: Vec<(String, LockedSkill)>,
    /// After this runtime's change: the copies `--copy` placed, refreshed.
    copies: Vec<(String, Vec<std::path::PathBuf>)>,
    in_place: Vec<InPlace>,
}

/// What a step of one skill gives: its result, or `None` when the skill ended in a
/// note (another tool's skill, left as it is); `Err` ends the run.
type Step<T> = Result<Option<T>, InstallError>;

impl<'a> Run<'a> {
    /// A run over `lockfile`'s scope, starting with the notes step 1 made.
    pub(super) fn new(
        host: &'a Host,
        scope: &'a InstallScope,
        options: &'a UpdateOptions,
        lockfile: &Lockfile,
        locked: &'a scope::LockedScope,
        dirs: &'a crate::roots::layout::HostDirs,
        notes: Vec<Update>,
    ) -> Result<Run<'a>, InstallError> {
        Ok(Run {
            host,
            scope,
            options,
            audit: audit_options(
                options.gate.rules.clone(),
                lockfile.skills.keys().cloned().collect(),
                None,
            ),
            staging: locked.staging()?,
            locked,
            dirs,
            now: lockfile::now_rfc3339(),
            fetched: BTreeMap::new(),
            updates: notes,
            refusals: Vec::new(),
            staged: Vec::new(),
            entries: Vec::new(),
            copies: Vec::new(),
            in_place: Vec::new(),
        })
    }

    /// A problem with another tool's skill is a note on it; with this runtime's own,
    /// the end of the run (all or nothing).
    fn or_note<T>(&mut self, name: &str, other: &Option<foreign::Foreign>, result: Result<T, String>) -> Step<T> {
        self.or_note_as(name, other, result, InstallError::Failed)
    }

    /// [`Run::or_note`], the run's end being of `kind` (a fetch that failed).
    fn or_note_as<T>(
        &mut self,
        name: &str,
        other: &Option<foreign::Foreign>,
        result: Result<T, String>,
        kind: fn(String) -> InstallError,
    ) -> Step<T> {
        match result {
            Ok(value) => Ok(Some(value)),
            Err(why) if other.is_some() => {
                let tool = other.as_ref().map(|o| o.keeper.tool()).unwrap_or_default();
                self.updates.push(noted(name.to_string(), tool, why));
                Ok(None)
            }
            Err(why) => Err(kind(why)),
        }
    }

    /// Steps 2 to 4 for one skill: fetch its source, compare, audit the change, and
    /// stage the new version (or record why not).
    pub(super) fn look_at(&mut self, (name, entry, other): Candidate) -> Result<(), InstallError> {
        let installed_by = other.as_ref().map(|o| o.keeper.tool());
        if let Some(pin) = other.as_ref().and_then(|o| o.pinned.as_ref()) {
            self.updates.push(noted(
                name.clone(),
                installed_by.unwrap_or_default(),
                format!("pinned to {pin} by gh skill; not updated"),
            ));
            return Ok(());
        }
        let Some(key) = self.fetch(&name, &entry, &other)? else {
            return Ok(());
        };
        let Some((staged_skill, files, changes)) = self.compare(&key, &name, &entry, &other)? else {
            return Ok(());
        };
        let Some(audit_change) = self.audit_change(&key, &name, &entry, &other, &changes)? else {
            return Ok(());
        };
        let source = &entry.source;
        let fetch_commit = self.fetched[&key].fetch.commit.clone();
        let refused = audit_change
            .as_ref()
            .filter(|c| !c.refused.is_empty())
            .map(|change| Refused {
                name: name.clone(),
                path: source.path.clone(),
                findings: change.refused.clone(),
            });
        if let Some(refused) = &refused {
            self.refusals.push(refused.clone());
        }
        let newly_accepted = match (&audit_change, self.report(&key, &source.path)) {
            (Some(_), Some(report)) => accepted_findings(report, &self.options.gate, &tree_digest_of(&files)),
            _ => Vec::new(),
        };
        let moved = other.is_none() && source.commit != fetch_commit;
        let mut update = Update {
            name: name.clone(),
            // Another tool recorded no commit: only a change says the source moved.
            commits: match (&other, changes.is_empty()) {
                (Some(_), true) => (None, None),
                _ => (source.commit.clone(), fetch_commit.clone()),
            },
            changes: changes.clone(),
            audit: audit_change,
            applied: false,
            refused: false,
            installed_by,
            note: None,
        };
        if changes.is_empty() && !moved {
            self.updates.push(update);
            return Ok(());
        }
        if let Some(other) = other
            .as_ref()
            .filter(|o| matches!(o.keeper, foreign::Keeper::GhSkill(_)))
        {
            update.note = Some(format!(
                "gh skill keeps its record in this copy's SKILL.md: update it with `gh skill update {}`",
                other.name
            ));
            self.updates.push(update);
            return Ok(());
        }
        let (check, gate) = (self.options.check, &self.options.gate);
        // A refused version is not written; the others go ahead (unless all or nothing).
        if refused.is_some() && !check && !gate.all_or_nothing {
            update.refused = true;
            self.updates.push(update);
            return Ok(());
        }
        let (local_edits, places) = self.replaced(&name, &entry, &other);
        if !self.options.force && !check && local_edits {
            return Err(InstallError::LocalEdits { name });
        }
        if check {
            self.updates.push(update);
            return Ok(());
        }
        let dir = self.staging.path().join("new").join(&name);
        write_staged(&dir, &staged_skill, &self.fetched[&key].fetch.root.join(&source.path))?;
        if let Some(foreign) = &other {
            if places.is_empty() {
                update.note = Some(
                    match foreign.keeper {
                        foreign::Keeper::SharedLock => {
                            "no agent's folder holds it; `skills install --project` puts it back"
                        }
                        _ => "no agent's folder holds it; add it again with npx skills",
                    }
                    .into(),
                );
                self.updates.push(update);
                return Ok(());
            }
            let hashed = foreign.hash.of(&dir).map_err(|why| format!("`{name}`: {why}"));
            let Some(hash) = self.or_note(&name, &other, hashed)? else {
                return Ok(());
            };
            self.in_place
                .push((name.clone(), dir, places, foreign.keeper.clone(), hash));
            update.applied = true;
            self.updates.push(update);
            return Ok(());
        }
        let mut new_entry = entry.clone();
        new_entry.computed_hash = npx_lock::computed_hash(&dir).ok();
        new_entry.source.commit = fetch_commit;
        new_entry.digest = tree_digest_of(&files);
        new_entry.files = files;
        new_entry.installed = self.now.clone();
        for accepted in newly_accepted {
            if !new_entry.accepted.iter().any(|a| a.rule == accepted.rule) {
                new_entry.accepted.push(accepted);
            }
        }
        self.copies.push((name.clone(), places));
        self.entries.push((name.clone(), new_entry));
        update.applied = true;
        self.updates.push(update);
        self.staged.push((dir, name));
        Ok(())
    }

    /// Step 2, fetch: the skill's source, once per source (kind, location, ref).
    fn fetch(&mut self, name: &str, entry: &LockedSkill, other: &Option<foreign::Foreign>) -> Step<SourceKey> {
        let source = &entry.source;
        let key = (source.kind.clone(), source.location.clone(), source.reference.clone());
        if self.fetched.contains_key(&key) {
            return Ok(Some(key));
        }
        let spec = match other {
            Some(other) => other.spec.clone(),
            None => SourceSpec::from_lock(&source.kind, &source.location, source.reference.as_deref())
                .map_err(|e| format!("`{name}`: {e}"))?,
        };
        let allowed = self.scope.allows(&spec).map_err(|e| format!("`{name}`: {e}"));
        if self.or_note(name, other, allowed)?.is_none() {
            return Ok(None);
        }
        let fetched = fetch::fetch(self.host, &spec, &[], self.staging.path(), &self.options.transfer)
            .map_err(|e| format!("`{name}`: {e}"));
        let Some(fetch) = self.or_note_as(name, other, fetched, InstallError::Fetch)? else {
            return Ok(None);
        };
        let reader = self
            .host
            .source_reader(&fetch.root, &fetch.location)
            .map_err(|e| format!("the component failed on `{name}`: {e}"))?;
        self.fetched.insert(
            key.clone(),
            Source {
                fetch,
                reader,
                reports: None,
            },
        );
        Ok(Some(key))
    }

    /// Step 3, compare: the new version as the component stages it, its files, and how
    /// they differ from those installed (for another tool's skill, by that tool's
    /// digest of the source's folder, taken as it does).
    fn compare(
        &mut self,
        key: &SourceKey,
        name: &str,
        entry: &LockedSkill,
        other: &Option<foreign::Foreign>,
    ) -> Step<(
        crate::component::StagedSkill,
        BTreeMap<String, LockedFile>,
        Vec<FileChange>,
    )> {
        let source = &entry.source;
        let validation = self.options.validation;
        let Some(Source { fetch, reader, .. }) = self.fetched.get_mut(key) else {
            return Ok(None);
        };
        let staged = reader
            .stage(fetch.archive.as_deref(), &source.path, validation)
            .map_err(|e| format!("the component failed on `{name}`: {e}"))?
            .map_err(|e| format!("`{name}` cannot be updated: {}", describe(&e)));
        let Some(staged) = self.or_note(name, other, staged)? else {
            return Ok(None);
        };
        if staged.name != name || !is_installable_name(&staged.name) {
            let renamed = Err(format!(
                "`{name}` is now named `{}` in its source; remove it and add the new one",
                staged.name
            ));
            return self.or_note(name, other, renamed);
        }
        let files = locked_files(&staged);
        let upstream_same = match other {
            None => None,
            Some(foreign) => {
                let root = self.fetched[key].fetch.root.join(&source.path);
                let upstream = foreign.hash.of(&root).map_err(|why| format!("`{name}`: {why}"));
                let Some(upstream) = self.or_note(name, other, upstream)? else {
                    return Ok(None);
                };
                Some(upstream == foreign.hash.value())
            }
        };
        let changes = match upstream_same {
            Some(true) => Vec::new(),
            _ => file_changes(&entry.files, &files),
        };
        Ok(Some((staged, files, changes)))
    }

    /// Step 4, audit the change: the source audited (once) when anything changed, and
    /// the new version's findings against the installed one's, under the gate.
    fn audit_change(
        &mut self,
        key: &SourceKey,
        name: &str,
        entry: &LockedSkill,
        other: &Option<foreign::Foreign>,
        changes: &[FileChange],
    ) -> Step<Option<AuditChange>> {
        if changes.is_empty() {
            return Ok(Some(None));
        }
        if self.fetched[key].reports.is_none() {
            let source_audit = crate::component::AuditOptions {
                source: Some(self.fetched[key].fetch.location.clone()),
                ..self.audit.clone()
            };
            let Some(Source { fetch, reader, .. }) = self.fetched.get_mut(key) else {
                return Ok(None);
            };
            let audited = reader
                .audit(fetch.archive.as_deref(), &source_audit)
                .map_err(|e| format!("the component failed auditing `{name}`'s source: {e}"))?
                .map_err(|e| format!("cannot audit `{name}`'s source: {}", describe(&e)));
            let Some(reports) = self.or_note(name, other, audited)? else {
                return Ok(None);
            };
            if let Some(source) = self.fetched.get_mut(key) {
                source.reports = Some(reports);
            }
        }
        let source_path = &entry.source.path;
        // Another tool's `skillPath` may lie where the source's audit does not reach
        // (nested in a skill, deeper than four folders): a note on it.
        let reports = self.fetched[key].reports.as_deref().unwrap_or_default();
        let new = report_for(reports, source_path).cloned();
        let Some(new) = self.or_note(name, other, new)? else {
            return Ok(None);
        };
        let installed_dir = match other {
            Some(other) => other.copies(self.scope, self.dirs).into_iter().next(),
            None => Some(self.locked.skills_dir.join(name)),
        };
        let old = match installed_dir {
            Some(dir) => {
                let report = installed_report(self.host, &dir, name, &self.audit);
                let Some(report) = self.or_note(name, other, report)? else {
                    return Ok(None);
                };
                report
            }
            None => empty_report(name, &self.locked.skills_dir.join(name)),
        };
        Ok(Some(Some(AuditChange::between(
            &old,
            &new,
            &self.options.gate,
            &entry.accepted,
        ))))
    }

    /// The source's report on the skill at `path`, when the source was audited.
    fn report(&self, key: &SourceKey, path: &str) -> Option<&AuditReport> {
        let reports = self.fetched.get(key)?.reports.as_deref()?;
        report_for(reports, path).ok()
    }

    /// What an update would replace, and whether any of it was edited by hand: this
    /// runtime's copy and the copies `--copy` placed, or every copy of another tool's
    /// skill.
    fn replaced(
        &self,
        name: &str,
        entry: &LockedSkill,
        other: &Option<foreign::Foreign>,
    ) -> (bool, Vec<std::path::PathBuf>) {
        match other {
            None => {
                let placed = agents::copies_placed(self.scope, self.dirs, name, &entry.agents);
                let canonical = npx_lock::computed_hash(&self.locked.skills_dir.join(name)).ok();
                let edited_copy = placed
                    .iter()
                    .any(|copy| npx_lock::computed_hash(copy).ok() != canonical);
                let drift = !skill_drift(&self.locked.skills_dir, name, entry).is_empty();
                (drift || edited_copy, placed)
            }
            Some(other) => {
                let places = other.copies(self.scope, self.dirs);
                let edited = places
                    .iter()
                    .any(|copy| other.hash.of(copy).ok().as_deref() != Some(other.hash.value()));
                (edited, places)
            }
        }
    }

    /// Step 5, swap and write the locks: other tools' skills swapped in where they lie
    /// and their locks rewritten, then this runtime's skills moved in and its lock
    /// written. Any failure puts every copy and lock back.
    pub(super) fn apply(self, mut lockfile: Lockfile) -> Result<Vec<Update>, InstallError> {
        let Run {
            options,
            locked,
            staging,
            mut updates,
            refusals,
            staged,
            entries,
            copies,
            in_place,
            ..
        } = self;
        if options.check || (staged.is_empty() && in_place.is_empty()) {
            return Ok(updates);
        }
        if !refusals.is_empty() && options.gate.all_or_nothing {
            let message = format!(
                "refusing to update: the new version adds findings that reach --fail-on and were never accepted (accept one by its rule with --allow RULE):\n{}",
                refusals.iter().map(Refused::to_string).collect::<Vec<_>>().join("\n")
            );
            return Err(InstallError::Refused {
                refused: refusals,
                message,
            });
        }
        let items: Vec<(std::path::PathBuf, std::path::PathBuf)> = in_place
            .iter()
            .flat_map(|(_, dir, places, ..)| places.iter().map(move |place| (dir.clone(), place.clone())))
            .collect();
        let mut swap = agents::CopySwap::prepare(&items)?;
        swap.swap()?;
        let mut user_locks: BTreeMap<std::path::PathBuf, Vec<(String, String)>> = BTreeMap::new();
        let mut shared_lock_changed = false;
        for (name, _, _, keeper, hash) in in_place {
            match keeper {
                foreign::Keeper::SharedLock => {
                    if let Some(entry) = lockfile.foreign.get_mut(&name).and_then(|e| e.as_object_mut()) {
                        entry.insert("computedHash".into(), hash.into());
                        shared_lock_changed = true;
                    }
                }
                foreign::Keeper::UserLock(lock) => user_locks.entry(lock).or_default().push((name, hash)),
                foreign::Keeper::GhSkill(_) => {}
            }
        }
        let mut rewritten: Vec<(std::path::PathBuf, Vec<u8>)> = Vec::new();
        let put_back = |rewritten: &[(std::path::PathBuf, Vec<u8>)]| {
            for (lock, bytes) in rewritten {
                let _ = npx_lock::put_back(lock, bytes);
            }
        };
        for (lock, hashes) in &user_locks {
            match npx_lock::record_user_hashes(lock, hashes) {
                Ok(before) => rewritten.push((lock.clone(), before)),
                Err(why) => {
                    put_back(&rewritten);
                    return Err(InstallError::Failed(format!("{why}; nothing was updated")));
                }
            }
        }
        // Only a change of this runtime's lock writes it (not creating one in a scope
        // where only another tool installed).
        if (!staged.is_empty() || shared_lock_changed)
            && let Err(why) = locked.commit(&staged, &staging, lockfile, entries)
        {
            put_back(&rewritten);
            return Err(why.into());
        }
        swap.finish();
        refresh_copies(&locked.skills_dir, copies, &mut updates);
        Ok(updates)
    }
}

/// After the change stands: the copies `--copy` placed brought in line, a failure a
/// note on its skill.
fn refresh_copies(
    skills_dir: &std::path::Path,
    copies: Vec<(String, Vec<std::path::PathBuf>)>,
    updates: &mut [Update],
) {
    let mut problems: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (name, places) in copies {
        let canonical = skills_dir.join(&name);
        for place in places {
            if let Err(why) = agents::refresh_copy(&canonical, &place) {
                problems.entry(name.clone()).or_default().push(why);
            }
        }
    }
    for update in updates {
        if let Some(problems) = problems.remove(&update.name) {
            update.note = Some(format!("updated, but {}", problems.join("; ")));
        }
    }
}
