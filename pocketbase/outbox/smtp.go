package outbox

import (
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/smtp"
	"net/textproto"
	"strconv"
	"strings"
	"time"

	"github.com/domodwyer/mailyak/v3"
	"github.com/pocketbase/pocketbase/core"
)

// message is one outbox record as the SMTP server gets it.
type message struct {
	messageID string
	to        string
	subject   string
	text      string
	html      string
}

// sendError says how a failed send is retried: unreachable (the server did
// not answer or dropped the line: every queued message waits for it),
// permanent (a 5xx answer to this message: retrying changes nothing) or, for
// neither, a 4xx or local problem worth trying again with a growing wait.
type sendError struct {
	err         error
	stage       string
	unreachable bool
	permanent   bool
}

func (e *sendError) Error() string {
	if e.stage == "" {
		return e.err.Error()
	}
	return e.err.Error() + " (at " + e.stage + ")"
}

func classify(stage string, err error) *sendError {
	se := &sendError{err: err, stage: stage}
	var reply *textproto.Error
	var netErr net.Error
	switch {
	case errors.As(err, &reply):
		// 421: the server is closing the line, as when overloaded or shutting down.
		se.unreachable = reply.Code == 421
		// 5xx, but not the login's: a wrong password is the hotel's to fix, and then every message should still go.
		se.permanent = reply.Code >= 500 && stage != "AUTH"
	case errors.As(err, &netErr), errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, net.ErrClosed):
		se.unreachable = true
	}
	return se
}

// mime builds the message as PocketBase's own mailer does (mailyak: HTML and
// plain text alternatives, encoded headers), with its stable Message-ID.
func mime(from, fromName string, m message) ([]byte, error) {
	yak := mailyak.New("", nil)
	yak.From(from)
	if fromName != "" {
		yak.FromName(fromName)
	}
	yak.To(m.to)
	yak.Subject(m.subject)
	yak.HTML().Set(m.html)
	yak.Plain().Set(m.text)
	yak.AddHeader("Message-ID", m.messageID)
	yak.AddHeader("Auto-Submitted", "auto-generated")
	buf, err := yak.MimeBuf()
	if err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// session is one line to the SMTP server, kept open for the messages of a
// pass: the greeting, EHLO, STARTTLS and login are paid once, not per message.
type session struct {
	conn   net.Conn
	client *smtp.Client
	// It has carried a message (or tried to): the next one starts with RSET.
	used bool
}

// open connects and logs in with PocketBase's SMTP settings.
func open(cfg core.SMTPConfig, timeout time.Duration) (*session, *sendError) {
	conn, err := dial(cfg, timeout)
	if err != nil {
		return nil, classify("connect", err)
	}
	fail := func(stage string, err error) (*session, *sendError) {
		conn.Close()
		return nil, classify(stage, err)
	}
	c, err := smtp.NewClient(conn, cfg.Host)
	if err != nil {
		return fail("greeting", err)
	}
	localName := cfg.LocalName
	if localName == "" {
		localName = "localhost"
	}
	if err := c.Hello(localName); err != nil {
		return fail("EHLO", err)
	}
	if !cfg.TLS {
		if ok, _ := c.Extension("STARTTLS"); ok {
			if err := c.StartTLS(&tls.Config{ServerName: cfg.Host}); err != nil {
				return fail("STARTTLS", err)
			}
		}
	}
	if cfg.Username != "" || cfg.Password != "" {
		if err := c.Auth(auth(cfg)); err != nil {
			return fail("AUTH", err)
		}
	}
	return &session{conn: conn, client: c}, nil
}

// send delivers one message. Each message has the whole deadline, so a server
// that takes the line and then says nothing costs a timeout, never a stuck sender.
func (s *session) send(settings *core.Settings, m message, timeout time.Duration) *sendError {
	if err := s.conn.SetDeadline(time.Now().Add(timeout)); err != nil {
		return classify("connect", err)
	}
	c := s.client
	if s.used {
		if err := c.Reset(); err != nil {
			return classify("RSET", err)
		}
	}
	s.used = true
	from := settings.Meta.SenderAddress
	body, err := mime(from, settings.Meta.SenderName, m)
	if err != nil {
		return &sendError{err: err, stage: "message", permanent: true}
	}
	if err := c.Mail(from); err != nil {
		return classify("MAIL FROM", err)
	}
	if err := c.Rcpt(m.to); err != nil {
		return classify("RCPT TO", err)
	}
	w, err := c.Data()
	if err != nil {
		return classify("DATA", err)
	}
	if _, err := w.Write(body); err != nil {
		return classify("DATA", err)
	}
	if err := w.Close(); err != nil {
		return classify("end of DATA", err)
	}
	return nil
}

// close says goodbye; the messages are delivered already, so a failed QUIT changes nothing.
func (s *session) close() {
	_ = s.conn.SetDeadline(time.Now().Add(5 * time.Second))
	_ = s.client.Quit()
	s.conn.Close()
}

func auth(cfg core.SMTPConfig) smtp.Auth {
	if strings.EqualFold(cfg.AuthMethod, "LOGIN") {
		return &loginAuth{cfg.Username, cfg.Password}
	}
	return smtp.PlainAuth("", cfg.Username, cfg.Password, cfg.Host)
}

// loginAuth is AUTH LOGIN, which some services require (PocketBase offers it
// too); like PLAIN it sends the password only over TLS or to this machine.
type loginAuth struct{ username, password string }

func (a *loginAuth) Start(server *smtp.ServerInfo) (string, []byte, error) {
	if !server.TLS && server.Name != "localhost" && server.Name != "127.0.0.1" && server.Name != "::1" {
		return "", nil, errors.New("unencrypted connection")
	}
	return "LOGIN", nil, nil
}

func (a *loginAuth) Next(fromServer []byte, more bool) ([]byte, error) {
	if !more {
		return nil, nil
	}
	switch strings.ToLower(strings.TrimSpace(string(fromServer))) {
	case "username:":
		return []byte(a.username), nil
	case "password:":
		return []byte(a.password), nil
	}
	return nil, fmt.Errorf("unexpected server challenge: %q", fromServer)
}

// reachable answers whether the SMTP server greets a new connection: the
// cheap check, while it is down, of whether it is back.
func reachable(cfg core.SMTPConfig, timeout time.Duration) bool {
	timeout = min(timeout, 10*time.Second)
	conn, err := dial(cfg, timeout)
	if err != nil {
		return false
	}
	defer conn.Close()
	c, err := smtp.NewClient(conn, cfg.Host)
	if err != nil {
		return false
	}
	_ = c.Quit()
	return true
}

// dial opens the line to the SMTP server (TLS from the start when SMTP_TLS is
// set), with `timeout` as the deadline of everything said on it.
func dial(cfg core.SMTPConfig, timeout time.Duration) (net.Conn, error) {
	addr := net.JoinHostPort(cfg.Host, strconv.Itoa(cfg.Port))
	dialer := &net.Dialer{Timeout: timeout}
	var conn net.Conn
	var err error
	if cfg.TLS {
		conn, err = tls.DialWithDialer(dialer, "tcp", addr, &tls.Config{ServerName: cfg.Host})
	} else {
		conn, err = dialer.Dial("tcp", addr)
	}
	if err != nil {
		return nil, err
	}
	if err := conn.SetDeadline(time.Now().Add(timeout)); err != nil {
		conn.Close()
		return nil, err
	}
	return conn, nil
}
