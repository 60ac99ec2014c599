### A seat's reminders page.

reminders-heading = Reminder emails
# $state: reminders-on-word or reminders-off-word, stressed.
reminders-on = Reminders are { $state }: when the game has waited for you for a while, we send one reminder, then one a day, up to a limit.
reminders-off = Reminders are { $state }. You still get an email whenever it is your turn or the game needs your answer.
reminders-on-word = on
reminders-off-word = off
reminders-turn-off = Turn reminders off
reminders-turn-on = Turn reminders on
reminders-back = Back to your game
reminders-one-click-off = Reminders are off.
