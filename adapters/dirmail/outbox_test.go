package dirmail

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/palletshop/pallet/adapters/config"
	"github.com/palletshop/pallet/adapters/smtpmail/smtpmailtest"
	"github.com/palletshop/pallet/domain"
	"github.com/palletshop/pallet/ports"
)

func shippedMail() domain.Mail {
	m := domain.NewMail([]string{"buyer@acme.example"}, "Your order has shipped",
		"Tracking: 1Z999AA10123456784", "<p>Tracking: <code>1Z999AA10123456784</code></p>",
		time.Date(2026, 5, 6, 7, 8, 9, 0, time.FixedZone("CEST", 2*3600)))
	m.ID = "a1b2c3"
	return m
}

var creditNote = ports.Attachment{Name: "CN-2026-000003.pdf", ContentType: "application/pdf", Data: []byte("%PDF-1.3\n\x00\xfe binary")}

func emlFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func readBack(t *testing.T, path string) smtpmailtest.Message {
	t.Helper()
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	msg, err := smtpmailtest.Parse(raw)
	require.NoError(t, err)
	return msg
}

func TestSendWritesAnEmlFileNamedByTimeAndID(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "outbox")
	outbox, err := New(dir, config.DevMailFrom)
	require.NoError(t, err)

	require.NoError(t, outbox.Send(context.Background(), shippedMail(), []ports.Attachment{creditNote}))

	require.Equal(t, []string{"20260506T050809Z-a1b2c3.eml"}, emlFiles(t, dir), "UTC time of the message, then its id; no temp file left")
	msg := readBack(t, filepath.Join(dir, "20260506T050809Z-a1b2c3.eml"))
	assert.Equal(t, `"Pallet" <no-reply@pallet.test>`, msg.From)
	assert.Equal(t, []string{"buyer@acme.example"}, msg.To)
	assert.Equal(t, "Your order has shipped", msg.Subject)
	assert.Equal(t, "Tracking: 1Z999AA10123456784", msg.Text)
	assert.Equal(t, "<p>Tracking: <code>1Z999AA10123456784</code></p>", msg.HTML)
	assert.Equal(t, []ports.Attachment{creditNote}, msg.Attachments)
}

func TestSendingAMessageAgainReplacesItsFile(t *testing.T) {
	dir := t.TempDir()
	outbox, err := New(dir, config.DevMailFrom)
	require.NoError(t, err)
	m := shippedMail()
	require.NoError(t, outbox.Send(context.Background(), m, nil))

	m.Subject = "Your order has shipped (again)"
	require.NoError(t, outbox.Send(context.Background(), m, nil))

	names := emlFiles(t, dir)
	require.Len(t, names, 1, "one message, one file")
	assert.Equal(t, "Your order has shipped (again)", readBack(t, filepath.Join(dir, names[0])).Subject)
}

func TestIDsCannotEscapeTheOutbox(t *testing.T) {
	dir := t.TempDir()
	outbox, err := New(dir, config.DevMailFrom)
	require.NoError(t, err)
	m := shippedMail()
	m.ID = "../../etc/passwd"

	require.NoError(t, outbox.Send(context.Background(), m, nil))

	assert.Equal(t, []string{"20260506T050809Z-______etc_passwd.eml"}, emlFiles(t, dir))
}

func TestAnOutboxThatCannotBeWrittenIsUnavailable(t *testing.T) {
	dir := t.TempDir()
	outbox, err := New(dir, config.DevMailFrom)
	require.NoError(t, err)
	require.NoError(t, os.Remove(dir))

	err = outbox.Send(context.Background(), shippedMail(), nil)

	assert.True(t, domain.IsCode(err, domain.CodeUnavailable), "%v", err)
}

func TestModuleWritesIntoTheDataDirsOutbox(t *testing.T) {
	data := t.TempDir()
	outbox, err := NewFromConfig(config.Config{DataDir: data, MailFrom: config.DevMailFrom})
	require.NoError(t, err)

	require.NoError(t, outbox.Send(context.Background(), shippedMail(), nil))

	assert.Len(t, emlFiles(t, filepath.Join(data, "outbox")), 1)
}

// The .eml files carry password reset and verification links: only the
// shop's user may read them, in a folder only it may list, even one an
// older release made open.
func TestTheMailFilesAreTheShopsOnly(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	dir := filepath.Join(t.TempDir(), "outbox")
	require.NoError(t, os.Mkdir(dir, 0o755))
	outbox, err := New(dir, config.DevMailFrom)
	require.NoError(t, err)
	require.NoError(t, outbox.Send(context.Background(), shippedMail(), nil))

	info, err := os.Stat(dir)
	require.NoError(t, err)
	assert.Equal(t, fs.FileMode(0o700), info.Mode().Perm())
	info, err = os.Stat(filepath.Join(dir, FileName(shippedMail())))
	require.NoError(t, err)
	assert.Equal(t, fs.FileMode(0o600), info.Mode().Perm())
}
