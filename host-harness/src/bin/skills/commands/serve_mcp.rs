use clap::Args;
use skills_host::terminal_safe;

use crate::context::Context;
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct ServeMcpCommand {
    /// Watch the roots and send list-changed notifications when skills change.
    #[arg(long)]
    watch: bool,
    /// Serve Streamable HTTP at http://ADDR/mcp instead of stdio (e.g. 127.0.0.1:8080).
    #[arg(long, value_name = "ADDR")]
    http: Option<std::net::SocketAddr>,
    /// Allow --http on an address that is not loopback.
    #[arg(long, requires = "http")]
    allow_remote: bool,
    /// A host name clients may use in the `Host` header (repeatable; for --http).
    #[arg(long = "allow-host", value_name = "NAME", requires = "http")]
    allow_host: Vec<String>,
    /// With --http, this replica's name when several serve one endpoint behind a load
    /// balancer: its session ids start with `NAME.`, so the balancer sends a session to
    /// the replica holding it (docs/deploy/nginx-replicas.conf).
    #[arg(long, value_name = "NAME", requires = "http")]
    replica: Option<String>,
    /// Require `Authorization: Bearer TOKEN` over --http, TOKEN being this file's first
    /// line (or $SKILLS_MCP_TOKEN). Needed for an address that is not loopback.
    #[arg(long, value_name = "PATH", requires = "http")]
    token_file: Option<std::path::PathBuf>,
    /// Live HTTP sessions at most; at the cap the least recently used idle one ends.
    #[arg(long, value_name = "N", default_value_t = skills_host::mcp::DEFAULT_MAX_SESSIONS, requires = "http")]
    max_sessions: usize,
    /// End an HTTP session after this many seconds without a request.
    #[arg(long, value_name = "SECONDS", default_value_t = skills_host::mcp::DEFAULT_SESSION_IDLE.as_secs(), requires = "http")]
    session_idle: u64,
    /// Audit every skill at each scan and withhold from the clients those with a
    /// finding at --fail-on or worse; the reasons go to stderr.
    #[arg(long)]
    audit: bool,
    /// With --audit: the severity that withholds a skill.
    #[arg(long, value_name = "SEVERITY", requires = "audit", default_value = skills_host::audit::DEFAULT_FAIL_ON.as_str(), value_parser = crate::options::parse_severity)]
    fail_on: skills_host::AuditSeverity,
    /// With --audit: a rule file to add to the built-in rules and the config's.
    #[arg(long = "rules", value_name = "FILE", requires = "audit")]
    rules: Vec<std::path::PathBuf>,
}

impl ServeMcpCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        let token = match self
            .http
            .map(|_| crate::options::read_token(self.token_file.as_deref()))
            .transpose()
        {
            Ok(token) => token.flatten(),
            Err(e) => {
                eprintln!("skills: {}", terminal_safe(&e));
                return Ok(Exit::Usage);
            }
        };
        let http = self.http.map(|address| skills_host::mcp::HttpOptions {
            allow_remote: self.allow_remote,
            allowed_hosts: self.allow_host.clone(),
            replica: self.replica.clone(),
            token: token.clone(),
            max_sessions: self.max_sessions,
            session_idle: std::time::Duration::from_secs(self.session_idle),
            ..skills_host::mcp::HttpOptions::new(address)
        });
        // Refuse a remote address before the first scan, as a usage error.
        if let Some(Err(e)) = http.as_ref().map(|h| h.check()) {
            eprintln!("skills: {}", terminal_safe(&e));
            return Ok(Exit::Usage);
        }
        // Logs the untrusted-folder hint once, at start, on stderr.
        let mut context = Context::new(global)?;
        // A server does not see which files its client works on (MCP has no message
        // for it): skills with `paths` are offered from the start, and SEP-2640
        // clients get `paths` in the frontmatter to apply themselves.
        context.policy.honor_paths = false;
        if !global.policy.touched.is_empty() {
            crate::output::warn("--touched is ignored by serve-mcp, which offers skills with `paths` from the start");
        }
        let watched = self
            .watch
            .then(|| context.plan.session_roots().into_iter().map(|r| r.path).collect());
        let audit = if self.audit {
            let rules = skills_host::audit::rule_files(&context.config, &self.rules).map_err(CliError::Message)?;
            Some(skills_host::mcp::ServeAudit {
                options: skills_host::audit::audit_options(rules, Vec::new(), None),
                fail_on: self.fail_on,
            })
        } else {
            None
        };
        let server = skills_host::mcp::SkillsServer::with_audit(context.session(), context.eligibility, audit)?;
        match http {
            Some(http) => server.serve_http(http, watched, |bound| {
                eprintln!("skills serve-mcp: listening on http://{bound}/mcp");
            })?,
            None => server.serve_stdio(watched)?,
        }
        Ok(Exit::Success)
    }
}
