// Command pocketbase is the hotel's content store: the stock PocketBase
// server plus the JS VM (pb_migrations/*.js, pb_hooks/*.pb.js) and the
// migrate command, so schema and hooks live as reviewed files in this repo.
package main

import (
	"log"
	"net"
	"net/http"
	"net/http/pprof"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/basra-hotel/site/pocketbase/outbox"
	"github.com/dop251/goja"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
)

func main() {
	// pocketbase.New() turns dev mode (every SQL statement on the console) on
	// whenever the binary sits under the temp dir, taking it for `go run`; a
	// checkout in /tmp is not development. --dev or PB_DEV=1 still turn it on.
	app := pocketbase.NewWithConfig(pocketbase.Config{
		DefaultDev: os.Getenv("PB_DEV") == "1",
	})

	hooksDir := envOr("PB_HOOKS_DIR", defaultDir("pb_hooks"))
	migrationsDir := envOr("PB_MIGRATIONS_DIR", defaultDir("pb_migrations"))

	jsvm.MustRegister(app, jsvm.Config{
		HooksDir:      hooksDir,
		MigrationsDir: migrationsDir,
		// Restarts the server when a hook file changes: `npm run dev` only.
		HooksWatch: os.Getenv("PB_HOOKS_WATCH") == "1",
		// Every hook handler borrows a JS VM from this pool. With none free,
		// PocketBase builds a VM for that one call (all bindings, and every
		// library required afresh), which under a burst of bookings costs more
		// than the handlers' own work. A booking create nests seven
		// handlers, each holding its VM until the ones inside it return, so the
		// pool is sized for a burst of guests, not for the cores.
		HooksPoolSize: envInt("PB_HOOKS_POOL", 120),
	})

	// The hotel's e-mails: sent from the outbox after the commit, retried until delivered.
	outbox.Register(app, outbox.ConfigFromEnv())

	// Staff photos stored at the size the site can use (photos.go).
	registerPhotoResizing(app)

	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Dir:          migrationsDir,
		// Schema changes are written as reviewed migrations, never generated
		// from clicks in the admin UI of a running site.
		Automigrate: false,
	})

	// A CPU/heap profile of a bench or dev run (go tool pprof
	// http://127.0.0.1:6060/debug/pprof/profile). Off unless PB_PPROF is set, and
	// only ever on the loopback interface: a profile shows the server's internals.
	if addr := strings.TrimSpace(os.Getenv("PB_PPROF")); addr != "" {
		startProfiler(addr)
	}

	// CORS for the site's own origin only: PocketBase answers any origin by
	// default, and then any other website's visitors can be made to open
	// realtime streams here (SECURITY.md, "Realtime streams").
	if args, ok := withAllowedOrigins(os.Args[1:], allowedOrigins()); ok {
		app.RootCmd.SetArgs(args)
	}

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

// allowedOrigins is PB_ALLOWED_ORIGINS (comma-separated), or else the origin
// of SITE_URL; "" when neither is set (PocketBase's own default, any origin:
// tests and a bare binary).
func allowedOrigins() string {
	if origins := strings.TrimSpace(os.Getenv("PB_ALLOWED_ORIGINS")); origins != "" {
		return origins
	}
	site, err := url.Parse(strings.TrimSpace(os.Getenv("SITE_URL")))
	if err != nil || site.Scheme == "" || site.Host == "" {
		return ""
	}
	return site.Scheme + "://" + site.Host
}

// withAllowedOrigins adds --origins to a `serve` command line that names none.
func withAllowedOrigins(args []string, origins string) ([]string, bool) {
	if origins == "" || len(args) == 0 || args[0] != "serve" {
		return args, false
	}
	for _, arg := range args {
		if arg == "--origins" || strings.HasPrefix(arg, "--origins=") {
			return args, false
		}
	}
	return append(append([]string{}, args...), "--origins="+origins), true
}

func startProfiler(addr string) {
	host, _, err := net.SplitHostPort(addr)
	if ip := net.ParseIP(host); err != nil || ip == nil || !ip.IsLoopback() {
		log.Fatalf("PB_PPROF must be a loopback address with a port (127.0.0.1:6060), not %q", addr)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	// The hooks' own JS functions by name, which the Go profile shows only as goja's interpreter.
	mux.HandleFunc("/debug/jsprofile", jsProfile)
	go func() { log.Println("pprof:", http.ListenAndServe(addr, mux)) }()
}

// jsProfile answers goja's execution-time profile of every hook VM for
// ?seconds=N (default 15), in pprof's format.
func jsProfile(w http.ResponseWriter, r *http.Request) {
	seconds, err := strconv.Atoi(r.URL.Query().Get("seconds"))
	if err != nil || seconds <= 0 {
		seconds = 15
	}
	if err := goja.StartProfile(w); err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	time.Sleep(time.Duration(seconds) * time.Second)
	goja.StopProfile()
}

func envInt(key string, fallback int) int {
	if n, err := strconv.Atoi(strings.TrimSpace(os.Getenv(key))); err == nil && n >= 0 {
		return n
	}
	return fallback
}

func envOr(key, fallback string) string {
	if v := strings.TrimSpace(os.Getenv(key)); v != "" {
		return v
	}
	return fallback
}

// defaultDir finds pb_hooks / pb_migrations beside the binary's source tree
// when run from the repo (bin/pocketbase), and beside the binary otherwise.
func defaultDir(name string) string {
	exe, err := os.Executable()
	if err != nil {
		return name
	}
	dir := filepath.Dir(exe)
	for _, candidate := range []string{filepath.Join(dir, name), filepath.Join(dir, "..", name)} {
		if info, err := os.Stat(candidate); err == nil && info.IsDir() {
			return candidate
		}
	}
	return filepath.Join(dir, name)
}
