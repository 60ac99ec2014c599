### Die Seite der Erinnerungen eines Platzes.

reminders-heading = Erinnerungs-E-Mails
reminders-on = Erinnerungen sind { $state }: Wenn das Spiel eine Weile auf dich gewartet hat, schicken wir eine Erinnerung, dann eine am Tag, bis zu einer Grenze.
reminders-off = Erinnerungen sind { $state }. Du bekommst weiterhin eine E-Mail, sobald du am Zug bist oder das Spiel deine Antwort braucht.
reminders-on-word = an
reminders-off-word = aus
reminders-turn-off = Erinnerungen abbestellen
reminders-turn-on = Erinnerungen einschalten
reminders-back = Zurück zu deinem Spiel
reminders-one-click-off = Erinnerungen sind aus.
