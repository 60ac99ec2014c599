### A Frenemies game's pages: how it differs from the base game, the guild
### hall and favor tokens, its forms and choices.

## How the game differs from the base game
frenemies-differs-win = You win with 11 victory points, during your own turn; VP markers count.
frenemies-differs-robber = Move the robber harmlessly and earn 1 favor token: to a hex with no settlement or city around it, or to the desert without stealing.
frenemies-differs-gift = Give an opponent with no more visible points than you 1 resource card: if they accept, you earn 1 favor token (one gift a turn).
frenemies-differs-connect = Build a road that first connects your network to an opponent’s and you draw 3 favor tokens, they draw 1; only the first connection between two players counts.
frenemies-differs-redeem = On your turn, either redeem tokens at the guilds or make one exchange; tokens earned this turn are yours to use from your next turn.
