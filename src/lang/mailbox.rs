//! Words of the local mailbox (`mailbox.ftl`): the list of the emails a
//! server without SMTP wrote into a folder (`/mail`) and one email's page.

use super::phrases;

phrases! {
    /// The local mailbox's pages.
    pub enum MailboxWords in "mailbox" {
        Heading = "mailbox-heading",
        /// `folder`: the folder the emails are written into.
        Lead { folder: String } = "mailbox-lead",
        Empty = "mailbox-empty",
        /// The list shows the newest `shown` of `total`.
        Newest { shown: usize, total: usize } = "mailbox-newest",
        /// Before an email's recipient in the list.
        To = "mailbox-to",
        AllEmails = "mailbox-all-emails",
        HeadTo = "mailbox-head-to",
        HeadFrom = "mailbox-head-from",
        HeadDate = "mailbox-head-date",
        /// The frame holding an email's HTML, `subject` its subject.
        Frame { subject: String } = "mailbox-frame",
        PlainText = "mailbox-plain-text",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    #[test]
    fn the_mailbox_reads_german_and_its_english_stays() {
        let lead = MailboxWords::Lead {
            folder: "/tmp/mail".to_owned(),
        };
        assert!(Lang::En
            .say(&lead)
            .starts_with("This server writes its emails as files into the folder /tmp/mail instead of sending them."));
        assert!(
            Lang::De.say(&lead).contains("E-Mails"),
            "{}",
            Lang::De.say(&lead)
        );
        assert_eq!(
            Lang::De.say(MailboxWords::Newest {
                shown: 200,
                total: 340
            }),
            "Die neuesten 200 von 340 E-Mails."
        );
    }
}
