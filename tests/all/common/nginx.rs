//! A real nginx (Debian's `nginx-light`, installed by `.ci/setup`), started by a test
//! on a loopback port with a configuration of its own in a temporary folder, and a
//! test CA made with `openssl` for its HTTPS.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The nginx binary; a clear failure when it is missing.
fn binary() -> PathBuf {
    let path = PathBuf::from("/usr/sbin/nginx");
    assert!(
        path.is_file(),
        "nginx is not installed: run `bash .ci/setup` (it installs Debian's nginx-light)"
    );
    path
}

/// A free loopback port (bound, then released for the server to take).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// A CA and a certificate for `127.0.0.1` and `localhost` it signed, in `dir`:
/// `ca.pem`, `server.pem`, `server.key`.
pub fn make_ca(dir: &Path) -> PathBuf {
    let run = |args: &[&str]| {
        let out = std::process::Command::new("openssl")
            .args(args)
            .current_dir(dir)
            .output()
            .expect("openssl runs");
        assert!(
            out.status.success(),
            "openssl {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    std::fs::create_dir_all(dir).unwrap();
    run(&[
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        "ca.key",
        "-out",
        "ca.pem",
        "-days",
        "2",
        "-subj",
        "/CN=skills test CA",
        "-addext",
        "basicConstraints=critical,CA:TRUE",
        "-addext",
        "keyUsage=critical,keyCertSign",
    ]);
    run(&[
        "req",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        "server.key",
        "-out",
        "server.csr",
        "-subj",
        "/CN=127.0.0.1",
    ]);
    std::fs::write(
        dir.join("ext.cnf"),
        "subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n",
    )
    .unwrap();
    run(&[
        "x509",
        "-req",
        "-in",
        "server.csr",
        "-CA",
        "ca.pem",
        "-CAkey",
        "ca.key",
        "-CAcreateserial",
        "-out",
        "server.pem",
        "-days",
        "2",
        "-extfile",
        "ext.cnf",
    ]);
    dir.join("ca.pem")
}

/// A running nginx; killed when dropped.
pub struct Nginx {
    child: std::process::Child,
    dir: PathBuf,
}

impl Nginx {
    /// Starts nginx with `http_block` (the inside of its `http { }`) in `dir`, and
    /// waits until `port` accepts connections.
    pub fn start(dir: &Path, http_block: &str, port: u16) -> Nginx {
        std::fs::create_dir_all(dir.join("tmp")).unwrap();
        let d = dir.display();
        let conf = format!(
            "daemon off;\nmaster_process off;\npid {d}/nginx.pid;\nerror_log {d}/error.log warn;\n\
             events {{ worker_connections 1024; }}\n\
             http {{\n  access_log {d}/access.log;\n  client_body_temp_path {d}/tmp;\n  proxy_temp_path {d}/tmp;\n  \
             fastcgi_temp_path {d}/tmp;\n  uwsgi_temp_path {d}/tmp;\n  scgi_temp_path {d}/tmp;\n  \
             types {{ application/json json; text/markdown md; application/gzip gz; text/html html; }}\n{http_block}\n}}\n"
        );
        let conf_path = dir.join("nginx.conf");
        std::fs::write(&conf_path, conf).unwrap();
        let child = std::process::Command::new(binary())
            .arg("-c")
            .arg(&conf_path)
            .arg("-p")
            .arg(dir)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("nginx starts");
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "nginx did not listen on {port}: {}",
                std::fs::read_to_string(dir.join("error.log")).unwrap_or_default()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        Nginx {
            child,
            dir: dir.to_path_buf(),
        }
    }

    /// What nginx logged as errors and warnings.
    pub fn errors(&self) -> String {
        std::fs::read_to_string(self.dir.join("error.log")).unwrap_or_default()
    }
}

impl Drop for Nginx {
    fn drop(&mut self) {
        // One process (`master_process off`): nothing is left behind when it ends.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
