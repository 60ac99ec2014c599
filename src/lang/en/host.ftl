### The host's pages: the page of a game that waits for its host.

host-start-heading = Start your game
host-start-lead = You are the host of this game. It has not started yet: nobody else has been emailed. Check the players, then start it, and each of them gets an invitation with a personal link.
host-start-players = Players
host-start-button = Start the game
host-start-not-you = If you did not set up this game, do nothing: it expires unstarted after a day, and nobody is emailed.
