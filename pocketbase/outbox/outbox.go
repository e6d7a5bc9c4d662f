// Package outbox sends the hotel's e-mails from the outbox collection
// (pb_migrations/1765020000_outbox.js): hooks write each message in the same
// transaction as the change it tells of (pb_hooks/outbox-lib.js renders it),
// and this sender delivers it after the commit, so no guest waits for a mail
// server, and retries with growing waits until it is delivered or, after
// MAIL_GIVE_UP_AFTER, marked failed for staff to see and send again.
//
// One message at a time: a crash (SIGKILL) mid-send can send at most that one
// twice, with the same Message-ID, so the copy is recognisable.
package outbox

import (
	"context"
	"html"
	"os"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Collection is the outbox's name.
const Collection = "outbox"

const (
	statusQueued = "queued"
	statusSent   = "sent"
	statusFailed = "failed"
	// linkPlaceholder stands in a guest's message for their private link,
	// which the record keeps only sealed (link_sealed).
	linkPlaceholder = "{{link}}"
	batchSize       = 50
)

// Config is the sender's timing, from the environment (.env.example).
type Config struct {
	// The wait after a message's first failed attempt; each further one doubles it, up to MaxWait.
	FirstWait time.Duration
	MaxWait   time.Duration
	// How long after it was queued a message that still fails is marked failed.
	GiveUpAfter time.Duration
	// While the mail server is unreachable: how often to check whether it is back.
	Probe time.Duration
	// The deadline of one SMTP session.
	Timeout time.Duration
	// GUEST_LINK_SECRET: the key the private links in guests' messages are sealed with.
	LinkSecret string
}

// ConfigFromEnv reads MAIL_RETRY_FIRST_WAIT, MAIL_RETRY_MAX_WAIT,
// MAIL_GIVE_UP_AFTER, MAIL_PROBE_INTERVAL, MAIL_SEND_TIMEOUT (Go durations:
// "30s", "1h") and GUEST_LINK_SECRET.
func ConfigFromEnv() Config {
	return Config{
		FirstWait:   envDuration("MAIL_RETRY_FIRST_WAIT", 30*time.Second),
		MaxWait:     envDuration("MAIL_RETRY_MAX_WAIT", time.Hour),
		GiveUpAfter: envDuration("MAIL_GIVE_UP_AFTER", 26*time.Hour),
		Probe:       envDuration("MAIL_PROBE_INTERVAL", 5*time.Second),
		Timeout:     envDuration("MAIL_SEND_TIMEOUT", 60*time.Second),
		LinkSecret:  os.Getenv("GUEST_LINK_SECRET"),
	}
}

func envDuration(name string, fallback time.Duration) time.Duration {
	if d, err := time.ParseDuration(strings.TrimSpace(os.Getenv(name))); err == nil && d > 0 {
		return d
	}
	return fallback
}

// sealKey is the AES-256 key GUEST_LINK_SECRET stands for, as pb_hooks/outbox-lib.js derives it.
func sealKey(secret string) string {
	if secret == "" {
		return ""
	}
	return security.SHA256(secret)[:32]
}

type sender struct {
	app  core.App
	cfg  Config
	wake chan struct{}
	// The last attempt could not reach the server: nothing is tried until it greets again.
	unreachable bool
	// The line to the server while a pass sends (the sender's goroutine only).
	session *session
}

// Register binds the outbox's record hooks and starts the sender with `serve`.
func Register(app core.App, cfg Config) {
	s := &sender{app: app, cfg: cfg, wake: make(chan struct{}, 1)}

	app.OnRecordCreate(Collection).BindFunc(onCreate)
	app.OnRecordCreateExecute(Collection).BindFunc(setMessageID)
	app.OnRecordUpdate(Collection).BindFunc(onUpdate)
	app.OnRecordUpdateRequest(Collection).BindFunc(guardUpdateRequest)
	app.OnRecordAfterCreateSuccess(Collection).BindFunc(s.poke)
	app.OnRecordAfterUpdateSuccess(Collection).BindFunc(s.poke)

	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() {
			defer close(done)
			s.run(ctx)
		}()
		app.OnTerminate().BindFunc(func(te *core.TerminateEvent) error {
			cancel()
			// A message on the line may finish; past that, it is sent again at the next start.
			select {
			case <-done:
			case <-time.After(3 * time.Second):
			}
			return te.Next()
		})
		return e.Next()
	})
}

// onCreate: a new message is queued now.
func onCreate(e *core.RecordEvent) error {
	r := e.Record
	now := types.NowDateTime()
	if r.GetString("status") == "" {
		r.Set("status", statusQueued)
	}
	r.Set("queued_at", now)
	r.Set("next_attempt_at", now)
	return e.Next()
}

// setMessageID gives a new message (validated, so its id is set) its Message-ID, the same on every attempt.
func setMessageID(e *core.RecordEvent) error {
	r := e.Record
	if r.GetString("message_id") == "" {
		r.Set("message_id", "<"+r.Id+".outbox@"+domainOf(e.App.Settings().Meta.SenderAddress)+">")
	}
	return e.Next()
}

// onUpdate: a message set back to queued (staff's "send again") starts afresh, keeping its Message-ID.
func onUpdate(e *core.RecordEvent) error {
	r := e.Record
	if r.GetString("status") == statusQueued && r.Original().GetString("status") != statusQueued {
		now := types.NowDateTime()
		r.Set("attempts", 0)
		r.Set("last_error", "")
		r.Set("queued_at", now)
		r.Set("next_attempt_at", now)
		r.Set("sent_at", "")
	}
	return e.Next()
}

// guardUpdateRequest: staff other than superusers (the desk's roles, once an
// update rule grants them the collection) may only send a failed or sent
// message again: set its status to queued, and change nothing else.
func guardUpdateRequest(e *core.RecordRequestEvent) error {
	if e.HasSuperuserAuth() {
		return e.Next()
	}
	before := e.Record.Original()
	for _, field := range e.Record.Collection().Fields {
		name := field.GetName()
		if name == "status" || name == "updated" {
			continue
		}
		if before.GetString(name) != e.Record.GetString(name) {
			return router.NewForbiddenError("Only the status of a message may be changed, to queued (send again).", nil)
		}
	}
	if e.Record.GetString("status") != statusQueued || before.GetString("status") == statusQueued {
		return router.NewBadRequestError("A failed or sent message can only be sent again (status: queued).", nil)
	}
	return e.Next()
}

func (s *sender) poke(e *core.RecordEvent) error {
	if e.Record.GetString("status") == statusQueued {
		select {
		case s.wake <- struct{}{}:
		default:
		}
	}
	return e.Next()
}

func (s *sender) run(ctx context.Context) {
	for {
		wait := s.pass(ctx)
		timer := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			timer.Stop()
			return
		case <-s.wake:
		case <-timer.C:
		}
		timer.Stop()
	}
}

// pass sends every message that is due, and says how long to wait before the next pass.
func (s *sender) pass(ctx context.Context) time.Duration {
	defer s.hangUp()
	s.giveUp()
	settings := s.app.Settings()
	if !settings.SMTP.Enabled || settings.SMTP.Host == "" {
		return s.cfg.Probe
	}
	if s.unreachable {
		if !reachable(settings.SMTP, s.cfg.Timeout) {
			return s.cfg.Probe
		}
		s.unreachable = false
		// The server is back: every queued message is due now, whatever its wait.
		_, err := s.app.DB().NewQuery("UPDATE {{" + Collection + "}} SET [[next_attempt_at]] = {:now} WHERE [[status]] = {:queued}").
			Bind(dbx.Params{"now": types.NowDateTime().String(), "queued": statusQueued}).Execute()
		if err != nil {
			s.app.Logger().Error("outbox: could not bring the queued messages forward", "error", err.Error())
		}
		s.app.Logger().Info("outbox: the mail server answers again; sending what waited")
	}
	for ctx.Err() == nil {
		due, err := s.app.FindRecordsByFilter(Collection, "status = {:queued} && next_attempt_at <= {:now}", "next_attempt_at,created", batchSize, 0,
			dbx.Params{"queued": statusQueued, "now": types.NowDateTime().String()})
		if err != nil {
			s.app.Logger().Error("outbox: could not read the queue", "error", err.Error())
			return s.cfg.Probe
		}
		if len(due) == 0 {
			break
		}
		for _, r := range due {
			if ctx.Err() != nil {
				return 0
			}
			if s.deliver(settings, r) {
				s.unreachable = true
				return s.cfg.Probe
			}
		}
	}
	return s.untilNext()
}

// deliver sends one message and records the outcome; true when the server could not be reached.
func (s *sender) deliver(settings *core.Settings, r *core.Record) bool {
	m := message{
		messageID: r.GetString("message_id"),
		to:        r.GetString("to"),
		subject:   r.GetString("subject"),
		text:      r.GetString("text"),
		html:      r.GetString("html"),
	}
	if r.GetString("link_sealed") != "" || strings.Contains(m.text, linkPlaceholder) {
		link := s.unseal(r)
		m.text = strings.ReplaceAll(m.text, linkPlaceholder, link)
		m.html = strings.ReplaceAll(m.html, linkPlaceholder, html.EscapeString(link))
	}
	failure := s.send(settings, m)
	now := types.NowDateTime()
	attempts := r.GetInt("attempts") + 1
	r.Set("attempts", attempts)
	if failure == nil {
		r.Set("status", statusSent)
		r.Set("sent_at", now)
		r.Set("last_error", "")
	} else {
		r.Set("last_error", truncate(failure.Error(), 1000))
		if failure.permanent || now.Time().Sub(r.GetDateTime("queued_at").Time()) >= s.cfg.GiveUpAfter {
			r.Set("status", statusFailed)
		} else {
			r.Set("next_attempt_at", now.Add(s.backoff(attempts)))
		}
		s.app.Logger().Warn("outbox: a message was not sent", "id", r.Id, "to", m.to, "attempts", attempts, "status", r.GetString("status"), "error", failure.Error())
	}
	if err := s.save(r); err != nil {
		s.app.Logger().Error("outbox: could not record a message's outcome", "id", r.Id, "error", err.Error())
	}
	return failure != nil && failure.unreachable
}

// send delivers m on the open session, or a new one. A session that has
// carried messages may have been closed by the server meanwhile (idle, or a
// limit of messages per connection): then the message is tried once more on
// a fresh one before the server counts as unreachable.
func (s *sender) send(settings *core.Settings, m message) *sendError {
	for try := 0; ; try++ {
		if s.session == nil {
			var failure *sendError
			if s.session, failure = open(settings.SMTP, s.cfg.Timeout); failure != nil {
				return failure
			}
		}
		reused := s.session.used
		failure := s.session.send(settings, m, s.cfg.Timeout)
		if failure == nil || !failure.unreachable {
			return failure
		}
		s.hangUp()
		if !reused || try > 0 {
			return failure
		}
	}
}

func (s *sender) hangUp() {
	if s.session != nil {
		s.session.close()
		s.session = nil
	}
}

// save records an outcome, trying again if the database is busy: a sent message recorded as queued would go twice.
func (s *sender) save(r *core.Record) error {
	var err error
	for i := 0; i < 5; i++ {
		if err = s.app.Save(r); err == nil {
			return nil
		}
		time.Sleep(time.Duration(100*(i+1)) * time.Millisecond)
	}
	return err
}

// unseal opens the message's private link, or gives the page where guests find their request without it.
func (s *sender) unseal(r *core.Record) string {
	if sealed, key := r.GetString("link_sealed"), sealKey(s.cfg.LinkSecret); sealed != "" && key != "" {
		if link, err := security.Decrypt(sealed, key); err == nil {
			return string(link)
		}
		s.app.Logger().Warn("outbox: a private link could not be unsealed (GUEST_LINK_SECRET changed?); sending the find-your-request page instead", "id", r.Id)
	}
	return r.GetString("link_fallback")
}

func (s *sender) backoff(attempts int) time.Duration {
	wait := s.cfg.FirstWait
	for i := 1; i < attempts && wait < s.cfg.MaxWait; i++ {
		wait *= 2
	}
	return min(wait, s.cfg.MaxWait)
}

// giveUp marks failed what has waited longer than GiveUpAfter without being sent (the server never came back).
func (s *sender) giveUp() {
	cutoff := types.NowDateTime().Add(-s.cfg.GiveUpAfter).String()
	stale, err := s.app.FindRecordsByFilter(Collection, "status = {:queued} && queued_at <= {:cutoff}", "queued_at", batchSize, 0,
		dbx.Params{"queued": statusQueued, "cutoff": cutoff})
	if err != nil {
		return
	}
	for _, r := range stale {
		r.Set("status", statusFailed)
		if r.GetString("last_error") == "" {
			r.Set("last_error", "not sent: the mail server could not be reached")
		}
		if err := s.save(r); err != nil {
			s.app.Logger().Error("outbox: could not mark a message failed", "id", r.Id, "error", err.Error())
		}
	}
}

// untilNext is the wait until the next queued message is due, at most Probe (so give-ups and settings changes are noticed).
func (s *sender) untilNext() time.Duration {
	rows, err := s.app.FindRecordsByFilter(Collection, "status = {:queued}", "next_attempt_at", 1, 0, dbx.Params{"queued": statusQueued})
	if err != nil || len(rows) == 0 {
		return s.cfg.Probe
	}
	return max(0, min(time.Until(rows[0].GetDateTime("next_attempt_at").Time()), s.cfg.Probe))
}

func domainOf(address string) string {
	if i := strings.LastIndex(address, "@"); i >= 0 && i < len(address)-1 {
		return address[i+1:]
	}
	return "localhost"
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}
