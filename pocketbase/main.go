// Command pocketbase is the hotel's content store: the stock PocketBase
// server plus the JS VM (pb_migrations/*.js, pb_hooks/*.pb.js) and the
// migrate command, so schema and hooks live as reviewed files in this repo.
package main

import (
	"log"
	"os"
	"path/filepath"
	"strings"

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
	})

	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Dir:          migrationsDir,
		// Schema changes are written as reviewed migrations, never generated
		// from clicks in the admin UI of a running site.
		Automigrate: false,
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
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
