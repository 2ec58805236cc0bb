"""The cluster of scripts/cluster (three gallery instances, nginx, PostgreSQL) as the cluster tests drive it."""
import os
import pathlib
import subprocess
import urllib.request

from conftest import ROOT, gallery_binary

SCRIPT = str(ROOT / "scripts" / "cluster")
COOKIE = "bindery-instance"


class Cluster:
    """A running cluster: nginx's URL, each instance by name, its database; started fresh, stopped by `stop()`."""

    names = ("a", "b", "c")

    def __init__(self, port=8100):
        # The cluster's PostgreSQL is its own (port + 4): the BINDERY_POSTGRES_* a caller set for scripts/test's
        # throwaway server, which still runs, would make the cluster refuse to start (and its stop remove that server).
        inherited = {name: value for name, value in os.environ.items() if not name.startswith("BINDERY_POSTGRES_")}
        self.environment = {**inherited, "BINDERY_CLUSTER_PORT": str(port), "GALLERY_BIN": str(gallery_binary())}
        self.url = self._run("start").splitlines()[-1]
        self.database_url = self._run("database-url")
        self.directory = pathlib.Path(self.environment.get("BINDERY_CLUSTER_DIR", f"/tmp/bindery-cluster-{port}"))

    def _run(self, *arguments, timeout=180):
        done = subprocess.run([SCRIPT, *arguments], cwd=ROOT, env=self.environment, capture_output=True, text=True,
                              timeout=timeout)
        if done.returncode != 0:
            raise RuntimeError(f"scripts/cluster {' '.join(arguments)} failed:\n{done.stdout}\n{done.stderr}")
        return done.stdout.strip()

    def kill(self, name):
        """SIGKILL instance `name` (a crash)."""
        self._run("kill", name)

    def restart(self, name):
        """Stops instance `name` as a deploy does (SIGTERM: it drains) and starts it again, ready."""
        self._run("restart", name)

    def start_instance(self, name):
        self._run("start-instance", name)

    def metric(self, name, metric):
        """The value of `metric` on instance `name` (its own address: the metrics answer loopback clients), summed
        over its labels."""
        with urllib.request.urlopen(self._run("url", name) + "/_bindery/metrics", timeout=10) as answer:
            lines = answer.read().decode().splitlines()
        return sum(float(line.rsplit(" ", 1)[1]) for line in lines if line.split("{")[0].split(" ")[0] == metric)

    def log(self, name):
        path = self.directory / f"{name}.log"
        return path.read_text() if path.exists() else ""

    def stop(self):
        self._run("stop")

    def sql(self, query):
        """The rows `query` returns on the cluster's database, each a list of strings."""
        done = subprocess.run(["psql", self.database_url, "-At", "-F", "\t", "-c", query], capture_output=True,
                              text=True, check=True)
        return [line.split("\t") for line in done.stdout.splitlines() if line]

    def ledger(self):
        """The bank's entries as (kind, amount), oldest first."""
        return [(kind, int(amount)) for kind, amount in self.sql("SELECT kind, amount FROM ledgerEntry ORDER BY id")]


def pin(driver, cluster, name):
    """Makes `driver`'s next requests go to instance `name`, as if that instance had served its last page."""
    if not driver.current_url.startswith(cluster.url):
        driver.get(cluster.url + "/_bindery/live")
    driver.delete_cookie(COOKIE)
    driver.add_cookie({"name": COOKIE, "value": name, "path": "/"})


def instance_of(driver):
    """The instance that served `driver`'s last page or socket, per its cookie."""
    cookie = driver.get_cookie(COOKIE)
    return cookie and cookie["value"]
