/** What an athlete without completed workouts reads instead of empty charts. */
export function NoWorkoutsYet({ isFirstTime }: { isFirstTime: boolean }) {
  return (
    <div className="status-card history-empty" role="status" aria-label="No completed workouts">
      {isFirstTime ? (
        <>
          <h2>No completed workouts yet</h2>
          <p className="muted">
            Once you complete your first workout, your training time, distance and load show up here, and your
            fitness follows them.
          </p>
        </>
      ) : (
        <>
          <h2>No workouts in this period</h2>
          <p className="muted">Choose a longer period to see earlier training.</p>
        </>
      )}
    </div>
  );
}
