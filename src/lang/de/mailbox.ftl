### Das lokale Postfach: die E-Mails, die ein Server ohne SMTP als Dateien schreibt.

mailbox-heading = Lokales Postfach
mailbox-lead = Dieser Server schreibt seine E-Mails als Dateien in den Ordner { $folder }, statt sie zu senden. Hier sind sie, die neuesten zuerst: Öffne eine, um sie zu lesen und ihren Links zu folgen. Nur dieser Computer kann diese Seite öffnen.
mailbox-empty = Noch keine E-Mails. Sobald ein Spiel angelegt ist, erscheinen seine E-Mails hier.
mailbox-newest = Die neuesten { $shown } von { $total } E-Mails.
mailbox-to = An
mailbox-all-emails = Alle E-Mails
mailbox-head-to = An
mailbox-head-from = Von
mailbox-head-date = Datum
mailbox-frame = Die E-Mail: { $subject }
mailbox-plain-text = Dieselbe E-Mail als reiner Text
