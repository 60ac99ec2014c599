### The local mailbox: the emails a server without SMTP wrote as files.

mailbox-heading = Local mailbox
# $folder: the folder the emails are written into.
mailbox-lead = This server writes its emails as files into the folder { $folder } instead of sending them. Here they are, newest first: open one to read it and follow its links. Only this computer can open this page.
mailbox-empty = No emails yet. When a game is set up, its emails appear here.
mailbox-newest = The newest { $shown } of { $total } emails.
mailbox-to = To
mailbox-all-emails = All emails
mailbox-head-to = To
mailbox-head-from = From
mailbox-head-date = Date
mailbox-frame = The email: { $subject }
mailbox-plain-text = The same email as plain text
