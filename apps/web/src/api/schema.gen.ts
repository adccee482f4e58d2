// Generated from docs/openapi.json by apps/web/scripts/generate-api-types.ts. Do not edit.
export interface paths {
    "/api/v1/app/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the account and all its data (the password confirms; none for Apple, Google or Facebook sign-in) */
        delete: operations["deleteV1AppAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything stored about the athlete: a ZIP with JSON and each recorded workout as FIT */
        get: operations["getV1AppAccountExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/activity-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import activity files (multipart parts named `files`: FIT, TCX, GPX, gzipped, or a ZIP of them; at most 100 MB each); runs as a job */
        post: operations["postV1AppActivityImports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/activity-imports/{importId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress and per-file results of an activity import */
        get: operations["getV1AppActivityImportsByImportId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/athlete-goals/{raceGoalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a race goal */
        delete: operations["deleteV1AppAthleteGoalsByRaceGoalId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/AthleteDailyCheckin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's check-in (null before the athlete checked in) */
        get: operations["getV1AppAthleteDailyCheckin"];
        put?: never;
        /** Start today's check-in; one per local day (409 after that) */
        post: operations["postV1AppAthleteDailyCheckin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/AthleteDailyCheckin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a check-in; the day is evaluated again */
        patch: operations["patchV1AppAthleteDailyCheckinById"];
        trace?: never;
    };
    "/api/v1/app/athletemusclefatigue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Muscle soreness for today's check-in */
        post: operations["postV1AppAthletemusclefatigue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/availability/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The weekly availability */
        get: operations["getV1AppAvailabilityByKey"];
        put?: never;
        /** Replace the weekly availability */
        post: operations["postV1AppAvailabilityByKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/availability/min-long-session-durations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Minimum long bike and run durations for the A race */
        get: operations["getV1AppAvailabilityMinLongSessionDurations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/availability/validate/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a weekly availability against the A race */
        post: operations["postV1AppAvailabilityValidateByKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The private calendar feed URL (created on first call) */
        get: operations["getV1AppCalendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/calendar-feed/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new feed URL; the old one stops working */
        post: operations["postV1AppCalendarFeedReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/check-in/briefing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What today's check-in still asks */
        get: operations["getV1AppCheckInBriefing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/check-in/briefing/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The choices and labels of every check-in question */
        get: operations["getV1AppCheckInBriefingOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/check-in/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check-ins and morning readings by day (default: the last 30 days) */
        get: operations["getV1AppCheckInHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/check-in/measurements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a morning HRV and resting HR (camera result, chest-strap RR intervals, or typed from a ring) */
        post: operations["postV1AppCheckInMeasurements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/completed-session-detail-view/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A completed workout’s summary, zones, planned comparison and feedback */
        get: operations["getV1AppCompletedSessionDetailViewByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/completed-sessions/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the recorded data of a completed workout, keeping it done */
        delete: operations["deleteV1AppCompletedSessionsByKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/completed-workouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log a workout done without a wearable */
        post: operations["postV1AppCompletedWorkouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/completed-workouts/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a completed workout (its planned session is open again) */
        delete: operations["deleteV1AppCompletedWorkoutsByKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/completed-workouts/{key}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Session feedback: executed as planned, intensity, duration feel */
        patch: operations["patchV1AppCompletedWorkoutsByKeyFeedback"];
        trace?: never;
    };
    "/api/v1/app/dashboard-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's status on the dashboard
         * @description With `waitForPlan=true`, a status of `plangeneration` is not answered at once: the call waits until the plan is built (or its build failed), 10 s at most, and answers the status then.
         */
        get: operations["getV1AppDashboardStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/delete-profile-picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove the profile picture */
        delete: operations["deleteV1AppDeleteProfilePicture"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/device/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The notification permission the device has now */
        post: operations["postV1AppDevicePermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/device/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Register this device (missing fields are stored as UNKNOWN; kept 30 days) */
        put: operations["putV1AppDeviceRegister"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/device/unregister": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Forget this device and its push subscriptions */
        put: operations["putV1AppDeviceUnregister"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/equipment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The athlete's equipment (option values, in the options' order) */
        get: operations["getV1AppEquipment"];
        /** Replace the athlete's equipment; checked as the validate call does (400 with its messages) */
        put: operations["putV1AppEquipment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/equipment/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Equipment an athlete may own, with the sport it serves */
        get: operations["getV1AppEquipmentOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/equipment/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an equipment list */
        post: operations["postV1AppEquipmentValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/first-workout-popup/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The first-workout page was seen: stop opening it */
        post: operations["postV1AppFirstWorkoutPopupDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Race goals by date, with feasibility */
        get: operations["getV1AppGoals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/goals/should-trigger-generation/{raceGoalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a change to this goal regenerates the plan */
        get: operations["getV1AppGoalsShouldTriggerGenerationByRaceGoalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/goals/validate-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check draft goals against each other */
        post: operations["postV1AppGoalsValidateAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/goals/validate-single": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check one draft goal against the saved ones */
        get: operations["getV1AppGoalsValidateSingle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/history/activity-dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Totals of a range per sport, with the period before */
        get: operations["getV1AppHistoryActivityDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/history/completed-workouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Completed workouts, newest first, a page at a time */
        get: operations["getV1AppHistoryCompletedWorkouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/history/fitness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily fitness, fatigue and form with the weekly ramp rate */
        get: operations["getV1AppHistoryFitness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/history/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Duration and distance per sport per week (per month beyond a year) */
        get: operations["getV1AppHistorySeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/history/sport-split": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Share of time and distance per sport */
        get: operations["getV1AppHistorySportSplit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in, and their app state */
        get: operations["getV1AppIdentity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/injury-pause-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Injury and pause periods by start date */
        get: operations["getV1AppInjuryPauseReports"];
        put?: never;
        /** Add an injury or pause */
        post: operations["postV1AppInjuryPauseReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/injury-pause-reports/{injuryPauseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One injury or pause */
        get: operations["getV1AppInjuryPauseReportsByInjuryPauseId"];
        /** Change an injury or pause */
        put: operations["putV1AppInjuryPauseReportsByInjuryPauseId"];
        post?: never;
        /** Delete an injury or pause */
        delete: operations["deleteV1AppInjuryPauseReportsByInjuryPauseId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/measurements/heart-rate/camera/analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Heart rate, RR intervals and rMSSD from the per-frame colour of a fingertip on the camera */
        post: operations["postV1AppMeasurementsHeartRateCameraAnalysis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/onboarding/average-long-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Long sessions: swim metres, ride and run seconds */
        get: operations["getV1AppOnboardingAverageLongSession"];
        put?: never;
        /** Answer the long sessions */
        post: operations["postV1AppOnboardingAverageLongSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/onboarding/average-weekly-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Weekly volume: swim metres, ride and run seconds */
        get: operations["getV1AppOnboardingAverageWeeklySession"];
        put?: never;
        /** Answer the weekly volume */
        post: operations["postV1AppOnboardingAverageWeeklySession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/onboarding/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish onboarding and start plan generation */
        post: operations["postV1AppOnboardingComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/onboarding/enduranceSportOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Other endurance sports (spec section 3) */
        get: operations["getV1AppOnboardingEnduranceSportOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/onboarding/start-trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start the free trial */
        post: operations["postV1AppOnboardingStartTrial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/onboarding/targettimeoptions/{athleteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Target time options for a race */
        get: operations["getV1AppOnboardingTargettimeoptionsByAthleteId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/onboarding/trainingvolumehint/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Weekly hours the A race needs */
        get: operations["getV1AppOnboardingTrainingvolumehintByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/outlook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Planned sessions day by day (default: this week), with totals */
        get: operations["getV1AppOutlook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/performance-test/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Accept or reject a test result */
        put: operations["putV1AppPerformanceTestConfirm"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/performance-test/post-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The evaluation of a test, measured by a device or entered */
        get: operations["getV1AppPerformanceTestPostView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/performance-test/pre-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a planned test is, its protocol and the current threshold */
        get: operations["getV1AppPerformanceTestPreView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/performance-test/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enter a test result no device measured */
        post: operations["postV1AppPerformanceTestResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/plan/retry-generation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate the plan again after an error */
        post: operations["postV1AppPlanRetryGeneration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/planned-sessions/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a planned session to a day from today to 7 days ahead */
        post: operations["postV1AppPlannedSessionsByIdMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/planned-sessions/{id}/skip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Skip a planned session */
        post: operations["postV1AppPlannedSessionsByIdSkip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/planned-sessions/{id}/skip-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Days the session could move to (today up to 7 days ahead) */
        get: operations["getV1AppPlannedSessionsByIdSkipSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/planned-sessions/{id}/unskip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Plan a skipped session again */
        post: operations["postV1AppPlannedSessionsByIdUnskip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/planned-sessions/{id}/workout.fit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The planned session as a FIT workout file for a watch or bike computer (a brick: one leg, `leg` from 0) */
        get: operations["getV1AppPlannedSessionsByIdWorkoutFit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/planned-sessions/{id}/workout.zwo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A planned bike session as a Zwift workout (.zwo) */
        get: operations["getV1AppPlannedSessionsByIdWorkoutZwo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/planned-workouts/fix/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Fix a planned workout to its day and content (regenerations keep it), or release it */
        patch: operations["patchV1AppPlannedWorkoutsFixByKey"];
        trace?: never;
    };
    "/api/v1/app/profile-picture/{athleteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The profile picture (own athlete only) */
        get: operations["getV1AppProfilePictureByAthleteId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Store this browser's push subscription (PushSubscription.toJSON()) */
        put: operations["putV1AppPushSubscriptions"];
        post?: never;
        /** Remove this browser's push subscription */
        delete: operations["deleteV1AppPushSubscriptions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/push/vapid-public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID public key a browser subscribes to pushes with */
        get: operations["getV1AppPushVapidPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/race-roadmap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The season: phases, weekly hours, races and today */
        post: operations["postV1AppRaceRoadmap"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/race-roadmap-by-goal/{goalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The part of the season leading to one race goal */
        post: operations["postV1AppRaceRoadmapByGoalByGoalId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's readiness and how it changes today's sessions */
        get: operations["getV1AppReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/readiness/choose-original": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Train today's original session (keepOriginal false goes back to the adjusted one) */
        post: operations["postV1AppReadinessChooseOriginal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/readiness/trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily HRV or resting HR with its baseline and normal band (tabs 1 and 3 months) */
        get: operations["getV1AppReadinessTrends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/recalculate-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recalculate the coming week: keep locked workouts, move or skip those on skipped days */
        post: operations["postV1AppRecalculatePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/reset-athlete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Developer: the athlete as new (onboarding again), the account kept (not in production) */
        post: operations["postV1AppResetAthlete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/save-edited-training-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store an edited coming week */
        post: operations["postV1AppSaveEditedTrainingPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/sean-ellis-answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer "How would you feel if you could no longer use Tricoach?" */
        post: operations["postV1AppSeanEllisAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/sean-ellis-feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Feedback after the Sean Ellis answer (409 before an answer) */
        post: operations["postV1AppSeanEllisFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/sean-ellis-not-now": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Not now: the question comes back in two weeks */
        post: operations["postV1AppSeanEllisNotNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/settings/swim-parameters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pool, swim unit and CSS (s/100 m) */
        get: operations["getV1AppSettingsSwimParameters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subscription screen: Premium, renewal, expiry, trial, store and its management page */
        get: operations["getV1AppSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/subscription/awaiting-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A purchase went through in the store: wait for its payment event (false when already premium) */
        post: operations["postV1AppSubscriptionAwaitingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/subscription/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore purchases: the store is asked what the athlete owns, and its answer is kept */
        post: operations["postV1AppSubscriptionRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/subscription/store-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the paywall needs to offer the packages: the store key, its API and the app user id */
        get: operations["getV1AppSubscriptionStoreConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/test/dummy/data/generate-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Developer: demo completed workouts with recordings for the last three weeks (not in production) */
        get: operations["getV1AppTestDummyDataGeneratePlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/test/end-trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Developer: the trial ends now (not in production) */
        post: operations["postV1AppTestEndTrial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/test/generate-performance-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Developer call: plan a performance test on a day (not in production) */
        post: operations["postV1AppTestGeneratePerformanceTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/test/generate-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Developer: build the plan again now (not in production) */
        post: operations["postV1AppTestGeneratePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/test/reset-thresholds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Developer: thresholds back to unknown (not in production) */
        post: operations["postV1AppTestResetThresholds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/test/send-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Developer: a test e-mail to the account's address (not in production) */
        post: operations["postV1AppTestSendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/test/send-push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Developer: a test push to the athlete's browsers (not in production) */
        post: operations["postV1AppTestSendPush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/training-parameters/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Capability history, newest first */
        get: operations["getV1AppTrainingParametersHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/training-parameters/long": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the long-session capability (the longer of ride and run), seconds or h:mm */
        post: operations["postV1AppTrainingParametersLong"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/training-parameters/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the weekly training capability (cycling plus running), seconds or h:mm */
        post: operations["postV1AppTrainingParametersTotal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/training-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The season: phases, weeks and goal feasibility */
        get: operations["getV1AppTrainingPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/training-volume/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a long session against the weekly hours */
        get: operations["getV1AppTrainingVolumeValidate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/ui-event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a use of the app: a page view, a click, a dialog, a push or in-app notification action */
        post: operations["postV1AppUiEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/update-time-zone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The device's IANA time zone */
        post: operations["postV1AppUpdateTimeZone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/upload-profile-picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the profile picture (multipart field `file`: JPEG, PNG or WebP, at most 5 MB) */
        post: operations["postV1AppUploadProfilePicture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/validate-training-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an edited coming week (moves, locks, skips) without storing it */
        post: operations["postV1AppValidateTrainingPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app/workout/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Time series of a completed workout for its charts */
        get: operations["getV1AppWorkoutChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password reset link */
        post: operations["postV1AuthPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link */
        post: operations["postV1AuthPasswordResetConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** External sign-in providers configured on this server */
        get: operations["getV1AuthProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["postV1AuthSignin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an email and password account */
        post: operations["postV1AuthSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compatibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller's app version must or may update */
        get: operations["getV1Compatibility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries with their ISO 3166 codes */
        get: operations["getV1Countries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/error-tracing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the web app sends its error reports (Sentry protocol), if anywhere */
        get: operations["getV1ErrorTracing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/integration/garmin/auth/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disconnect GARMIN® Connect (deregisters at Garmin, removes the pushed workouts) */
        post: operations["postV1IntegrationGarminAuthDisconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/integration/garmin/auth/has-required-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the athlete granted the permissions the coach needs (activities and health data) */
        get: operations["getV1IntegrationGarminAuthHasRequiredPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/integration/garmin/auth/is-connected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the athlete has GARMIN® Connect connected */
        get: operations["getV1IntegrationGarminAuthIsConnected"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/integration/garmin/auth/request-token/{athleteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start connecting GARMIN® Connect: the authorisation URL to open (OAuth 2 with PKCE) */
        get: operations["getV1IntegrationGarminAuthRequestTokenByAthleteId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/integration/garmin/backfill-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress of the history import from GARMIN® Connect after connecting */
        get: operations["getV1IntegrationGarminBackfillStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/integration/garmin/webhook/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GARMIN® Connect notifications (activities, dailies, HRV, sleep, deregistrations, permission changes); processed by a job */
        post: operations["postV1IntegrationGarminWebhookBySecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/odata/athletegoal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a race goal */
        post: operations["postV1OdataAthletegoal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/odata/athletegoal/{raceGoalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One race goal */
        get: operations["getV1OdataAthletegoalByRaceGoalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a race goal */
        patch: operations["patchV1OdataAthletegoalByRaceGoalId"];
        trace?: never;
    };
    "/api/v1/odata/AthleteProfile/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The athlete profile */
        get: operations["getV1OdataAthleteProfileByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change any subset of the profile */
        patch: operations["patchV1OdataAthleteProfileByKey"];
        trace?: never;
    };
    "/api/v1/odata/completedworkout/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One completed workout as stored */
        get: operations["getV1OdataCompletedworkoutByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/odata/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notifications, newest first (expired and deleted ones left out) */
        get: operations["getV1OdataNotification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/odata/notification/{notificationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One notification */
        get: operations["getV1OdataNotificationByNotificationId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark a notification read or deleted */
        patch: operations["patchV1OdataNotificationByNotificationId"];
        trace?: never;
    };
    "/api/v1/odata/plannedsession/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One planned session with its steps */
        get: operations["getV1OdataPlannedsessionByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a planned session: status (planned, locked, skipped) and/or date */
        patch: operations["patchV1OdataPlannedsessionByKey"];
        trace?: never;
    };
    "/api/v1/support/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to support */
        post: operations["postV1SupportTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/thresholds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Thresholds the coach uses (SI), estimates named */
        get: operations["getV1Thresholds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/thresholds/maffetone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** MAF heart rate and range from the MAF answers (repeated `answers`) and the age */
        get: operations["getV1ThresholdsMaffetone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/thresholds/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Thresholds and the zones per sport */
        get: operations["getV1ThresholdsSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/User/change-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to change the sign-in email (confirmed by a link to the new address) */
        post: operations["postV1UserChangeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/User/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password */
        post: operations["postV1UserChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/User/confirm-email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an email change with the link token */
        post: operations["postV1UserConfirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The app version */
        get: operations["getV1Version"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store subscription events (RevenueCat webhook): Premium, subscription type, renewal */
        post: operations["postV1WebhooksSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/thresholds/cycling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cycling thresholds */
        post: operations["postV2ThresholdsCycling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/thresholds/cycling/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cycling thresholds from onboarding */
        post: operations["postV2ThresholdsCyclingOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/thresholds/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store the coach's estimates for a sport's unknown thresholds */
        post: operations["postV2ThresholdsDefault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/thresholds/running": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Running thresholds (paces in the athlete’s unit system) */
        post: operations["postV2ThresholdsRunning"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/thresholds/running/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Running thresholds from onboarding, or a race result */
        post: operations["postV2ThresholdsRunningOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/thresholds/swimming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** CSS pace, or the 50 m and 400 m test times */
        post: operations["postV2ThresholdsSwimming"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/thresholds/swimming/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use the default CSS, 2:00 per 100 m */
        post: operations["postV2ThresholdsSwimmingDefault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/thresholds/upper-pace-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Threshold run pace (s/km) from a race result: distance in metres, time in seconds */
        get: operations["getV2ThresholdsUpperPaceMethod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/thresholds/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check one threshold field as its POST would */
        get: operations["getV2ThresholdsValidate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The iCalendar feed of planned sessions (no bearer: the token in the URL is the credential) */
        get: operations["getCalendarByTokenIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a refresh token (RFC 7009: unknown tokens are not an error) */
        post: operations["postConnectRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** OAuth 2 token endpoint (form-encoded) */
        post: operations["postConnectToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/userinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OpenID Connect UserInfo: the claims of the bearer access token */
        get: operations["getConnectUserinfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    deleteV1AppAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The current password */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppActivityImports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        importId: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppActivityImportsByImportId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                importId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        done: number;
                        duplicates: number;
                        error?: string;
                        failed: number;
                        imported: number;
                        importId: string;
                        items: {
                            /** @description The workout made from the file (for a duplicate: the stored one it repeats) */
                            completedWorkoutId?: string;
                            /** @description Every workout of the file: a multisport file gives one per leg */
                            completedWorkoutIds?: string[];
                            /** @description Why the file failed or was skipped, fit to show */
                            error?: string;
                            /** @description A ZIP’s files are named `bundle.zip/inner.fit` */
                            fileName: string;
                            /**
                             * @description queued until the job has read the file
                             * @enum {string}
                             */
                            status: "queued" | "imported" | "duplicate" | "failed" | "skipped";
                        }[];
                        skipped: number;
                        /** @enum {string} */
                        status: "queued" | "running" | "done" | "failed";
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    deleteV1AppAthleteGoalsByRaceGoalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                raceGoalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppAthleteDailyCheckin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkIn: {
                            createdAt: string;
                            date: string;
                            device: string | null;
                            fatigue: string | null;
                            id: string;
                            mood: string | null;
                            readiness: {
                                evaluatedAt: string;
                                intensityCaps: {
                                    [key: string]: string;
                                };
                                keepOriginal: boolean;
                                message: string;
                                reasons: {
                                    code: string;
                                    level: number;
                                    message: string;
                                    source: string;
                                }[];
                                /** @enum {string} */
                                status: "proceed" | "takecare" | "skip" | "rest";
                                /** @enum {string} */
                                trafficLight: "green" | "yellow" | "red";
                            } | null;
                            sleep: string | null;
                            soreness: {
                                /** @enum {string} */
                                armsShoulders: "None" | "Light" | "Moderate" | "Severe";
                                /** @enum {string} */
                                core: "None" | "Light" | "Moderate" | "Severe";
                                /** @enum {string} */
                                legs: "None" | "Light" | "Moderate" | "Severe";
                            } | null;
                            stress: string | null;
                            updatedAt: string;
                        } | null;
                        date: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppAthleteDailyCheckin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    device?: "camera" | "chest-strap" | "ring" | "skipped";
                    /** @enum {string} */
                    fatigue?: "VeryFresh" | "Fresh" | "Normal" | "Fatigued" | "VeryFatigued";
                    /** @enum {string} */
                    mood?: "VeryPositive" | "Positive" | "Normal" | "Annoyed" | "HighlyAnnoyed";
                    /** @enum {string} */
                    sleep?: "VeryRestful" | "Restful" | "Normal" | "Poor" | "ExtremelyPoor";
                    soreness?: {
                        /** @enum {string} */
                        armsShoulders: "None" | "Light" | "Moderate" | "Severe";
                        /** @enum {string} */
                        core: "None" | "Light" | "Moderate" | "Severe";
                        /** @enum {string} */
                        legs: "None" | "Light" | "Moderate" | "Severe";
                    };
                    /** @enum {string} */
                    stress?: "VeryRelaxed" | "Relaxed" | "Normal" | "Stressed" | "HighlyStressed";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        date: string;
                        device: string | null;
                        fatigue: string | null;
                        id: string;
                        mood: string | null;
                        readiness: {
                            evaluatedAt: string;
                            intensityCaps: {
                                [key: string]: string;
                            };
                            keepOriginal: boolean;
                            message: string;
                            reasons: {
                                code: string;
                                level: number;
                                message: string;
                                source: string;
                            }[];
                            /** @enum {string} */
                            status: "proceed" | "takecare" | "skip" | "rest";
                            /** @enum {string} */
                            trafficLight: "green" | "yellow" | "red";
                        } | null;
                        sleep: string | null;
                        soreness: {
                            /** @enum {string} */
                            armsShoulders: "None" | "Light" | "Moderate" | "Severe";
                            /** @enum {string} */
                            core: "None" | "Light" | "Moderate" | "Severe";
                            /** @enum {string} */
                            legs: "None" | "Light" | "Moderate" | "Severe";
                        } | null;
                        stress: string | null;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    patchV1AppAthleteDailyCheckinById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    device?: "camera" | "chest-strap" | "ring" | "skipped";
                    /** @enum {string} */
                    fatigue?: "VeryFresh" | "Fresh" | "Normal" | "Fatigued" | "VeryFatigued";
                    /** @enum {string} */
                    mood?: "VeryPositive" | "Positive" | "Normal" | "Annoyed" | "HighlyAnnoyed";
                    /** @enum {string} */
                    sleep?: "VeryRestful" | "Restful" | "Normal" | "Poor" | "ExtremelyPoor";
                    soreness?: {
                        /** @enum {string} */
                        armsShoulders: "None" | "Light" | "Moderate" | "Severe";
                        /** @enum {string} */
                        core: "None" | "Light" | "Moderate" | "Severe";
                        /** @enum {string} */
                        legs: "None" | "Light" | "Moderate" | "Severe";
                    };
                    /** @enum {string} */
                    stress?: "VeryRelaxed" | "Relaxed" | "Normal" | "Stressed" | "HighlyStressed";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        date: string;
                        device: string | null;
                        fatigue: string | null;
                        id: string;
                        mood: string | null;
                        readiness: {
                            evaluatedAt: string;
                            intensityCaps: {
                                [key: string]: string;
                            };
                            keepOriginal: boolean;
                            message: string;
                            reasons: {
                                code: string;
                                level: number;
                                message: string;
                                source: string;
                            }[];
                            /** @enum {string} */
                            status: "proceed" | "takecare" | "skip" | "rest";
                            /** @enum {string} */
                            trafficLight: "green" | "yellow" | "red";
                        } | null;
                        sleep: string | null;
                        soreness: {
                            /** @enum {string} */
                            armsShoulders: "None" | "Light" | "Moderate" | "Severe";
                            /** @enum {string} */
                            core: "None" | "Light" | "Moderate" | "Severe";
                            /** @enum {string} */
                            legs: "None" | "Light" | "Moderate" | "Severe";
                        } | null;
                        stress: string | null;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppAthletemusclefatigue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    armsShoulders: "None" | "Light" | "Moderate" | "Severe";
                    /** @enum {string} */
                    core: "None" | "Light" | "Moderate" | "Severe";
                    /** @enum {string} */
                    legs: "None" | "Light" | "Moderate" | "Severe";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        date: string;
                        device: string | null;
                        fatigue: string | null;
                        id: string;
                        mood: string | null;
                        readiness: {
                            evaluatedAt: string;
                            intensityCaps: {
                                [key: string]: string;
                            };
                            keepOriginal: boolean;
                            message: string;
                            reasons: {
                                code: string;
                                level: number;
                                message: string;
                                source: string;
                            }[];
                            /** @enum {string} */
                            status: "proceed" | "takecare" | "skip" | "rest";
                            /** @enum {string} */
                            trafficLight: "green" | "yellow" | "red";
                        } | null;
                        sleep: string | null;
                        soreness: {
                            /** @enum {string} */
                            armsShoulders: "None" | "Light" | "Moderate" | "Severe";
                            /** @enum {string} */
                            core: "None" | "Light" | "Moderate" | "Severe";
                            /** @enum {string} */
                            legs: "None" | "Light" | "Moderate" | "Severe";
                        } | null;
                        stress: string | null;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppAvailabilityByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Friday: {
                            duration: number;
                            durationMinutes: number;
                            modalities: string[];
                        }[];
                        Monday: {
                            duration: number;
                            durationMinutes: number;
                            modalities: string[];
                        }[];
                        Saturday: {
                            duration: number;
                            durationMinutes: number;
                            modalities: string[];
                        }[];
                        Sunday: {
                            duration: number;
                            durationMinutes: number;
                            modalities: string[];
                        }[];
                        Thursday: {
                            duration: number;
                            durationMinutes: number;
                            modalities: string[];
                        }[];
                        Tuesday: {
                            duration: number;
                            durationMinutes: number;
                            modalities: string[];
                        }[];
                        Wednesday: {
                            duration: number;
                            durationMinutes: number;
                            modalities: string[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppAvailabilityByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Friday: {
                            duration: number;
                            durationMinutes: number;
                            modalities: string[];
                        }[];
                        Monday: {
                            duration: number;
                            durationMinutes: number;
                            modalities: string[];
                        }[];
                        Saturday: {
                            duration: number;
                            durationMinutes: number;
                            modalities: string[];
                        }[];
                        Sunday: {
                            duration: number;
                            durationMinutes: number;
                            modalities: string[];
                        }[];
                        Thursday: {
                            duration: number;
                            durationMinutes: number;
                            modalities: string[];
                        }[];
                        Tuesday: {
                            duration: number;
                            durationMinutes: number;
                            modalities: string[];
                        }[];
                        Wednesday: {
                            duration: number;
                            durationMinutes: number;
                            modalities: string[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppAvailabilityMinLongSessionDurations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bike: number;
                        raceType: string | null;
                        run: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppAvailabilityValidateByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        issues: {
                            code: string;
                            message: string;
                            sport?: string;
                        }[];
                        isValid: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        webcalUrl: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppCalendarFeedReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        webcalUrl: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppCheckInBriefing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        asks: {
                            answered: boolean;
                            /** @enum {string} */
                            item: "hrv" | "restingHeartRate" | "fatigue" | "stress" | "sleep" | "mood" | "soreness";
                        }[];
                        checkInId: string | null;
                        completed: boolean;
                        date: string;
                        hrv: {
                            /** @enum {string} */
                            quality?: "good" | "fair" | "poor";
                            qualityAdvice?: string;
                            /** @enum {string} */
                            source: "camera" | "chest-strap" | "ring" | "manual" | "garmin";
                            value: number;
                        } | null;
                        restingHeartRate: {
                            /** @enum {string} */
                            quality?: "good" | "fair" | "poor";
                            qualityAdvice?: string;
                            /** @enum {string} */
                            source: "camera" | "chest-strap" | "ring" | "manual" | "garmin";
                            value: number;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppCheckInBriefingOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bounds: {
                            restingHeartRate: {
                                max: number;
                                min: number;
                            };
                            rmssd: {
                                max: number;
                                min: number;
                            };
                        };
                        devices: {
                            description: string;
                            label: string;
                            value: string;
                        }[];
                        scales: {
                            /** @enum {string} */
                            item: "fatigue" | "stress" | "sleep" | "mood";
                            options: {
                                label: string;
                                value: string;
                            }[];
                            question: string;
                        }[];
                        soreness: {
                            options: {
                                label: string;
                                value: string;
                            }[];
                            question: string;
                            regions: {
                                label: string;
                                value: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppCheckInHistory: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: {
                            checkIn: {
                                createdAt: string;
                                date: string;
                                device: string | null;
                                fatigue: string | null;
                                id: string;
                                mood: string | null;
                                readiness: {
                                    evaluatedAt: string;
                                    intensityCaps: {
                                        [key: string]: string;
                                    };
                                    keepOriginal: boolean;
                                    message: string;
                                    reasons: {
                                        code: string;
                                        level: number;
                                        message: string;
                                        source: string;
                                    }[];
                                    /** @enum {string} */
                                    status: "proceed" | "takecare" | "skip" | "rest";
                                    /** @enum {string} */
                                    trafficLight: "green" | "yellow" | "red";
                                } | null;
                                sleep: string | null;
                                soreness: {
                                    /** @enum {string} */
                                    armsShoulders: "None" | "Light" | "Moderate" | "Severe";
                                    /** @enum {string} */
                                    core: "None" | "Light" | "Moderate" | "Severe";
                                    /** @enum {string} */
                                    legs: "None" | "Light" | "Moderate" | "Severe";
                                } | null;
                                stress: string | null;
                                updatedAt: string;
                            } | null;
                            date: string;
                            hrv: {
                                /** @enum {string} */
                                quality?: "good" | "fair" | "poor";
                                qualityAdvice?: string;
                                /** @enum {string} */
                                source: "camera" | "chest-strap" | "ring" | "manual" | "garmin";
                                value: number;
                            } | null;
                            restingHeartRate: {
                                /** @enum {string} */
                                quality?: "good" | "fair" | "poor";
                                qualityAdvice?: string;
                                /** @enum {string} */
                                source: "camera" | "chest-strap" | "ring" | "manual" | "garmin";
                                value: number;
                            } | null;
                        }[];
                        from: string;
                        to: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppCheckInMeasurements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    artefactShare?: number;
                    date?: string;
                    frameRate?: number;
                    framesDropped?: number;
                    heartRate?: number;
                    /** @enum {string} */
                    quality?: "good" | "fair" | "poor" | "acceptable";
                    qualityAdvice?: string;
                    restingHeartRate?: number;
                    rmssd?: number;
                    rmssdErrorMs?: number;
                    rrIntervals?: number[];
                    /** @enum {string} */
                    source: "camera" | "chest-strap" | "ring" | "manual";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        hrv: {
                            /** @enum {string} */
                            quality?: "good" | "fair" | "poor";
                            qualityAdvice?: string;
                            /** @enum {string} */
                            source: "camera" | "chest-strap" | "ring" | "manual" | "garmin";
                            value: number;
                        } | null;
                        restingHeartRate: {
                            /** @enum {string} */
                            quality?: "good" | "fair" | "poor";
                            qualityAdvice?: string;
                            /** @enum {string} */
                            source: "camera" | "chest-strap" | "ring" | "manual" | "garmin";
                            value: number;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppCompletedSessionDetailViewByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        averageHeartRate: number | null;
                        averagePower: number | null;
                        averageSpeedMetersPerSecond: number | null;
                        date: string;
                        distanceMeters: number | null;
                        durationSeconds: number;
                        elevationGainMeters: number | null;
                        feedback: {
                            durationFeel: number;
                            executedAsPlanned: boolean;
                            intensity: number;
                        } | null;
                        hasSamples: boolean;
                        id: string;
                        maxHeartRate: number | null;
                        planned: {
                            date: string;
                            distance: number;
                            duration: number;
                            id: string;
                            load: number;
                            /** @enum {string} */
                            sport: "swim" | "bike" | "run" | "strength";
                            title: string;
                        } | null;
                        plannedSessionId: string | null;
                        recording: {
                            elapsedSeconds: number;
                            laps: {
                                averageHeartRate: number | null;
                                averagePower: number | null;
                                distanceMeters: number | null;
                                durationSeconds: number;
                                startOffsetSeconds: number;
                            }[];
                            lengths: {
                                durationSeconds: number;
                                /** @enum {string} */
                                kind: "active" | "idle";
                                startOffsetSeconds: number;
                                stroke: string | null;
                                strokes: number | null;
                            }[];
                            poolLengthMeters: number | null;
                            transitionBefore: {
                                durationSeconds: number;
                                startedAt: string;
                            } | null;
                        } | null;
                        rpe: number | null;
                        /** @enum {string} */
                        source: "manual" | "file" | "garmin" | "demo";
                        /** @enum {string|null} */
                        speedDisplay: "pacePerKm" | "pacePer100m" | "speed" | null;
                        /** @enum {string} */
                        sport: "swim" | "bike" | "run" | "strength";
                        startedAt: string;
                        stressScore: number | null;
                        title: string;
                        zones: {
                            /** @enum {string} */
                            measure: "heartRate" | "power" | "pace";
                            zones: {
                                id: string;
                                name: string;
                                seconds: number;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    deleteV1AppCompletedSessionsByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppCompletedWorkouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description bpm, optional */
                    averageHeartRate?: unknown;
                    /** @description W, optional, cycling only */
                    averagePower?: unknown;
                    /** @description The athlete’s local date, YYYY-MM-DD, not in the future */
                    date?: unknown;
                    /** @description optional; not for strength training */
                    distanceMeters?: unknown;
                    /** @description 60 … 86400 */
                    durationSeconds?: unknown;
                    /** @description 1–10, optional */
                    rpe?: unknown;
                    /** @description swimming, cycling, running or strengthtraining */
                    sport?: unknown;
                    /** @description HH:mm (optional) */
                    startTime?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        averageHeartRate: number | null;
                        averagePower: number | null;
                        date: string;
                        distanceMeters: number | null;
                        durationSeconds: number;
                        elevationGainMeters: number | null;
                        feedback: {
                            durationFeel: number;
                            executedAsPlanned: boolean;
                            intensity: number;
                        } | null;
                        hasSamples: boolean;
                        id: string;
                        maxHeartRate: number | null;
                        plannedSessionId: string | null;
                        rpe: number | null;
                        /** @enum {string} */
                        source: "manual" | "file" | "garmin" | "demo";
                        /** @enum {string} */
                        sport: "swim" | "bike" | "run" | "strength";
                        startedAt: string;
                        stressScore: number | null;
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    deleteV1AppCompletedWorkoutsByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    patchV1AppCompletedWorkoutsByKeyFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1 … 5 */
                    durationFeel?: number;
                    executedAsPlanned?: boolean;
                    /** @description 1 … 10 */
                    intensity?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        averageHeartRate: number | null;
                        averagePower: number | null;
                        date: string;
                        distanceMeters: number | null;
                        durationSeconds: number;
                        elevationGainMeters: number | null;
                        feedback: {
                            durationFeel: number;
                            executedAsPlanned: boolean;
                            intensity: number;
                        } | null;
                        hasSamples: boolean;
                        id: string;
                        maxHeartRate: number | null;
                        plannedSessionId: string | null;
                        rpe: number | null;
                        /** @enum {string} */
                        source: "manual" | "file" | "garmin" | "demo";
                        /** @enum {string} */
                        sport: "swim" | "bike" | "run" | "strength";
                        startedAt: string;
                        stressScore: number | null;
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppDashboardStatus: {
        parameters: {
            query?: {
                waitForPlan?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkInDue: boolean;
                        message: string;
                        planGeneratedAt: string | null;
                        /** @enum {string} */
                        status: "proceed" | "takecare" | "skip" | "rest" | "noworkouts" | "plangeneration" | "error" | "userneedsgoal" | "subscribe";
                        today: string;
                        /** @enum {string|null} */
                        trafficLight: "green" | "yellow" | "red" | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    deleteV1AppDeleteProfilePicture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppDevicePermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceId: string;
                    notificationPermission?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deviceId: string;
                        deviceManufacturer: string;
                        deviceName: string;
                        deviceOperatingSystem: string;
                        expiresAtUtc: string;
                        iosVersion: string;
                        notificationPermission: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    putV1AppDeviceRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceId: string;
                    deviceManufacturer?: string;
                    deviceName?: string;
                    deviceOperatingSystem?: string;
                    iosVersion?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deviceId: string;
                        deviceManufacturer: string;
                        deviceName: string;
                        deviceOperatingSystem: string;
                        expiresAtUtc: string;
                        iosVersion: string;
                        notificationPermission: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    putV1AppDeviceUnregister: {
        parameters: {
            query: {
                deviceId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppEquipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        equipment: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    putV1AppEquipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Equipment ids from the options */
                    equipment?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        equipment: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppEquipmentOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        label: string;
                        /** @enum {string|null} */
                        sport: "swimming" | "cycling" | "running" | "strengthtraining" | null;
                        value: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppEquipmentValidate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Equipment ids from the options */
                    equipment?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fieldErrors: {
                            field: string;
                            message: string;
                        }[];
                        isValid: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppFirstWorkoutPopupDismiss: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppGoals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aimedTargetTime: number | null;
                        distance: number | null;
                        eventDate: string;
                        eventType: string;
                        feasibility: {
                            message: string;
                            minimumWeeks: number;
                            /** @enum {string} */
                            outcome: "GoalSeemsFeasible" | "GoalIsDoable" | "GoalDateTooClose" | "GoalInTaperPhase";
                            weeksAvailable: number;
                        } | null;
                        /** Format: uuid */
                        id: string;
                        location: string | null;
                        raceName: string;
                        racePriority: string;
                        topography: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppGoalsShouldTriggerGenerationByRaceGoalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                raceGoalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shouldTriggerGeneration: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppGoalsValidateAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fieldErrors: {
                            field: string;
                            message: string;
                        }[];
                        isValid: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppGoalsValidateSingle: {
        parameters: {
            query?: {
                /** @description Optional target time, h:mm:ss */
                aimedTargetTime?: string;
                /** @description For a race type without a fixed distance: in the athlete’s unit system */
                distance?: number | string;
                /** @description Race day, YYYY-MM-DD */
                eventDate?: string;
                eventType?: "Sprint" | "Olympic" | "HalfIronman" | "Ironman" | "Marathon" | "HalfMarathon" | "TenK" | "FiveK" | "ManualBike" | "ManualRun" | "ManualSwim";
                location?: string;
                raceName?: string;
                racePriority?: "A" | "B" | "C";
                topography?: "Flat" | "Hilly";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fieldErrors: {
                            field: string;
                            message: string;
                        }[];
                        isValid: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppHistoryActivityDashboard: {
        parameters: {
            query?: {
                range?: "1m" | "3m" | "1y" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bySport: {
                            bike: {
                                distance: number;
                                duration: number;
                                stress: number;
                                workouts: number;
                            };
                            run: {
                                distance: number;
                                duration: number;
                                stress: number;
                                workouts: number;
                            };
                            strength: {
                                distance: number;
                                duration: number;
                                stress: number;
                                workouts: number;
                            };
                            swim: {
                                distance: number;
                                duration: number;
                                stress: number;
                                workouts: number;
                            };
                        };
                        firstWorkoutDate: string | null;
                        from: string;
                        previous: {
                            bySport: {
                                bike: {
                                    distance: number;
                                    duration: number;
                                    stress: number;
                                    workouts: number;
                                };
                                run: {
                                    distance: number;
                                    duration: number;
                                    stress: number;
                                    workouts: number;
                                };
                                strength: {
                                    distance: number;
                                    duration: number;
                                    stress: number;
                                    workouts: number;
                                };
                                swim: {
                                    distance: number;
                                    duration: number;
                                    stress: number;
                                    workouts: number;
                                };
                            };
                            from: string;
                            to: string;
                            totals: {
                                distance: number;
                                duration: number;
                                stress: number;
                                workouts: number;
                            };
                        } | null;
                        /** @enum {string} */
                        range: "1m" | "3m" | "1y" | "all";
                        to: string;
                        totals: {
                            distance: number;
                            duration: number;
                            stress: number;
                            workouts: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppHistoryCompletedWorkouts: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                range?: "1m" | "3m" | "1y" | "all";
                sport?: "swim" | "bike" | "run" | "strength";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextCursor: string | null;
                        workouts: {
                            date: string;
                            distance: number | null;
                            duration: number;
                            id: string;
                            /** @enum {string} */
                            sport: "swim" | "bike" | "run" | "strength";
                            startedAt: string;
                            stress: number | null;
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppHistoryFitness: {
        parameters: {
            query?: {
                range?: "1m" | "3m" | "1y" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        current: {
                            date: string;
                            fatigue: number;
                            fitness: number;
                            form: number;
                            /** @enum {string} */
                            formBand: "highRisk" | "optimal" | "fresh" | "detraining";
                            /** @enum {string} */
                            rampBand: "declining" | "low" | "moderate" | "high" | "veryHigh";
                            rampRate: number;
                        } | null;
                        estimate: number | null;
                        from: string;
                        points: {
                            date: string;
                            fatigue: number;
                            fitness: number;
                            form: number;
                            rampRate: number;
                            stress: number;
                        }[];
                        /** @enum {string} */
                        range: "1m" | "3m" | "1y" | "all";
                        to: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppHistorySeries: {
        parameters: {
            query?: {
                range?: "1m" | "3m" | "1y" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        bucket: "week" | "month";
                        buckets: {
                            distance: {
                                bike: number;
                                run: number;
                                strength: number;
                                swim: number;
                            };
                            duration: {
                                bike: number;
                                run: number;
                                strength: number;
                                swim: number;
                            };
                            start: string;
                        }[];
                        from: string;
                        /** @enum {string} */
                        range: "1m" | "3m" | "1y" | "all";
                        to: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppHistorySportSplit: {
        parameters: {
            query?: {
                range?: "1m" | "3m" | "1y" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        /** @enum {string} */
                        range: "1m" | "3m" | "1y" | "all";
                        sports: {
                            distance: number;
                            distanceShare: number;
                            duration: number;
                            durationShare: number;
                            /** @enum {string} */
                            sport: "swim" | "bike" | "run" | "strength";
                        }[];
                        to: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        athleteGoalActionRequired: boolean;
                        /** Format: uuid */
                        athleteId: string;
                        email: string | null;
                        firstWorkoutId: string | null;
                        hasActiveInjuryPauseToday: boolean;
                        latestPerformanceTestId: string | null;
                        paywallStatus: {
                            isPremium: boolean;
                            subscriptionType: string | null;
                            willRenew: boolean;
                        };
                        premiumGateEnabled: boolean;
                        profile: {
                            onBoardingStatus: string;
                            showFirstWorkoutPopup: boolean;
                            showSeanEllisTest: boolean;
                            trialExpiresAtUtc: string | null;
                            waitingForPaymentEvent: boolean;
                        };
                        /** Format: uuid */
                        systemUserId: string;
                        unreadNotifications: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppInjuryPauseReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endDate: string | null;
                        excludedModalities: string[];
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        injuryPauseType: "Injury" | "Pause";
                        startDate: string;
                        /** @enum {string} */
                        status: "active" | "upcoming" | "past";
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppInjuryPauseReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description Optional: open-ended without it
                     */
                    endDate?: string;
                    /** @description swimming, cycling, running, strengthtraining */
                    excludedModalities?: string[];
                    /** @enum {string} */
                    injuryPauseType?: "Injury" | "Pause";
                    /** Format: date */
                    startDate?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endDate: string | null;
                        excludedModalities: string[];
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        injuryPauseType: "Injury" | "Pause";
                        startDate: string;
                        /** @enum {string} */
                        status: "active" | "upcoming" | "past";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppInjuryPauseReportsByInjuryPauseId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                injuryPauseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endDate: string | null;
                        excludedModalities: string[];
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        injuryPauseType: "Injury" | "Pause";
                        startDate: string;
                        /** @enum {string} */
                        status: "active" | "upcoming" | "past";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    putV1AppInjuryPauseReportsByInjuryPauseId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                injuryPauseId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description Optional: open-ended without it
                     */
                    endDate?: string;
                    /** @description swimming, cycling, running, strengthtraining */
                    excludedModalities?: string[];
                    /** @enum {string} */
                    injuryPauseType?: "Injury" | "Pause";
                    /** Format: date */
                    startDate?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endDate: string | null;
                        excludedModalities: string[];
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        injuryPauseType: "Injury" | "Pause";
                        startDate: string;
                        /** @enum {string} */
                        status: "active" | "upcoming" | "past";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    deleteV1AppInjuryPauseReportsByInjuryPauseId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                injuryPauseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppMeasurementsHeartRateCameraAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    samples: {
                        b: number;
                        g: number;
                        r: number;
                        t: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        artefactShare: number;
                        beatTimingErrorMs: number;
                        durationSeconds: number;
                        frameJitterMs: number;
                        frameRate: number;
                        framesDropped: number;
                        heartRate: number;
                        lnRmssd: number;
                        /** @enum {string} */
                        quality: "good" | "fair" | "poor";
                        qualityAdvice?: string;
                        rmssd: number;
                        rmssdErrorMs: number;
                        rrIntervals: number[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        advice: string;
                        code: string;
                        durationSeconds: number;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        /** @enum {string} */
                        reason: "too_short" | "frame_gaps" | "no_finger" | "too_dark" | "saturated" | "motion" | "weak_signal" | "too_few_beats" | "too_many_artefacts";
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppOnboardingAverageLongSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cycling: number | null;
                        running: number | null;
                        swimming: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppOnboardingAverageLongSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cycling?: number | string;
                    running?: number | string;
                    /** @description Metres */
                    swimming?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cycling: number | null;
                        running: number | null;
                        swimming: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppOnboardingAverageWeeklySession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cycling: number | null;
                        running: number | null;
                        swimming: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppOnboardingAverageWeeklySession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cycling?: number | string;
                    running?: number | string;
                    /** @description Metres */
                    swimming?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cycling: number | null;
                        running: number | null;
                        swimming: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppOnboardingComplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        onBoardingStatus: "OnBoardingCompleted";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppOnboardingEnduranceSportOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        label: string;
                        value: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppOnboardingStartTrial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trialExpiresAtUtc: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppOnboardingTargettimeoptionsByAthleteId: {
        parameters: {
            query: {
                distance?: number;
                eventType: "Sprint" | "Olympic" | "HalfIronman" | "Ironman" | "Marathon" | "HalfMarathon" | "TenK" | "FiveK" | "ManualBike" | "ManualRun" | "ManualSwim";
                topography?: "Flat" | "Hilly";
            };
            header?: never;
            path: {
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        label: string;
                        seconds: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppOnboardingTrainingvolumehintByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        minimumHoursPerWeek: number | null;
                        recommendedHoursPerWeek: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppOutlook: {
        parameters: {
            query?: {
                days?: number;
                from?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: {
                            date: string;
                            duration: number;
                            load: number;
                            sessions: {
                                completedWorkoutId?: string | null;
                                date: string;
                                distance: number;
                                duration: number;
                                focus: string;
                                id: string;
                                isHard: boolean;
                                isKey: boolean;
                                isMultisport: boolean;
                                load: number;
                                /** @enum {string} */
                                phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                                raceGoalId?: string;
                                readiness?: {
                                    /** @enum {string} */
                                    action: "unchanged" | "capped" | "eased" | "replaced" | "removed";
                                    keptOriginal: boolean;
                                    message: string;
                                    original: {
                                        distance: number;
                                        duration: number;
                                        isHard: boolean;
                                        load: number;
                                    };
                                    /** @enum {string} */
                                    status: "proceed" | "takecare" | "skip" | "rest";
                                };
                                /** @enum {string} */
                                sport: "swim" | "bike" | "run" | "strength";
                                /** @enum {string} */
                                status: "planned" | "locked" | "skipped";
                                title: string;
                            }[];
                            unplanned: {
                                completedWorkoutId: string;
                                distance: number | null;
                                duration: number;
                                load: number | null;
                                /** @enum {string} */
                                sport: "swim" | "bike" | "run" | "strength";
                                title: string;
                            }[];
                        }[];
                        from: string;
                        to: string;
                        totals: {
                            bySport: {
                                bike: {
                                    distance: number;
                                    duration: number;
                                    sessions: number;
                                };
                                run: {
                                    distance: number;
                                    duration: number;
                                    sessions: number;
                                };
                                strength: {
                                    distance: number;
                                    duration: number;
                                    sessions: number;
                                };
                                swim: {
                                    distance: number;
                                    duration: number;
                                    sessions: number;
                                };
                            };
                            distance: number;
                            duration: number;
                            load: number;
                        };
                        week: {
                            isRecoveryWeek: boolean;
                            /** @enum {string} */
                            phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                            reason: string | null;
                            start: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    putV1AppPerformanceTestConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirm: boolean;
                    workoutId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            change: number | null;
                            /** @enum {string} */
                            decision: "pending" | "accepted" | "rejected";
                            /** @enum {string|null} */
                            flag: "PerformanceTestUnrealisticIncrease" | "PerformanceTestUnrealisticDecrease" | null;
                            /** Format: uuid */
                            id: string;
                            measured: number;
                            message: string;
                            /** @enum {string} */
                            metric: "swimCss" | "bikeUpperPower" | "bikeUpperHeartRate" | "runUpperPace" | "runUpperHeartRate";
                            others: {
                                change: number | null;
                                /** @enum {string|null} */
                                flag: "PerformanceTestUnrealisticIncrease" | "PerformanceTestUnrealisticDecrease" | null;
                                measured: number;
                                message: string;
                                /** @enum {string} */
                                metric: "swimCss" | "bikeUpperPower" | "bikeUpperHeartRate" | "runUpperPace" | "runUpperHeartRate";
                                /** @enum {string} */
                                outcome: "increase" | "decrease" | "stable" | "unknown" | "invalid";
                                previous: number | null;
                            }[];
                            /** @enum {string} */
                            outcome: "increase" | "decrease" | "stable" | "unknown" | "invalid";
                            previous: number | null;
                            /** @enum {string} */
                            source: "device" | "entered";
                        };
                        thresholds: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppPerformanceTestPostView: {
        parameters: {
            query: {
                sessionId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        entryFields: string[];
                        result: {
                            change: number | null;
                            /** @enum {string} */
                            decision: "pending" | "accepted" | "rejected";
                            /** @enum {string|null} */
                            flag: "PerformanceTestUnrealisticIncrease" | "PerformanceTestUnrealisticDecrease" | null;
                            /** Format: uuid */
                            id: string;
                            measured: number;
                            message: string;
                            /** @enum {string} */
                            metric: "swimCss" | "bikeUpperPower" | "bikeUpperHeartRate" | "runUpperPace" | "runUpperHeartRate";
                            others: {
                                change: number | null;
                                /** @enum {string|null} */
                                flag: "PerformanceTestUnrealisticIncrease" | "PerformanceTestUnrealisticDecrease" | null;
                                measured: number;
                                message: string;
                                /** @enum {string} */
                                metric: "swimCss" | "bikeUpperPower" | "bikeUpperHeartRate" | "runUpperPace" | "runUpperHeartRate";
                                /** @enum {string} */
                                outcome: "increase" | "decrease" | "stable" | "unknown" | "invalid";
                                previous: number | null;
                            }[];
                            /** @enum {string} */
                            outcome: "increase" | "decrease" | "stable" | "unknown" | "invalid";
                            previous: number | null;
                            /** @enum {string} */
                            source: "device" | "entered";
                        } | null;
                        sessionId: string;
                        /** @enum {string} */
                        sport: "swim" | "bike" | "run";
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppPerformanceTestPreView: {
        parameters: {
            query: {
                sessionId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        currentThresholds: {
                            isEstimate: boolean;
                            /** @enum {string} */
                            metric: "swimCss" | "bikeUpperPower" | "bikeUpperHeartRate" | "runUpperPace" | "runUpperHeartRate";
                            value: number | null;
                        }[];
                        date: string;
                        duration: number | null;
                        hasResult: boolean;
                        name: string;
                        preparation: string[];
                        protocol: string[];
                        purpose: string;
                        sessionId: string;
                        /** @enum {string} */
                        sport: "swim" | "bike" | "run";
                        steps: unknown[];
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppPerformanceTestResult: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    averageHeartRate?: number;
                    averagePace?: number;
                    averagePower?: number;
                    sessionId: string;
                    time200m?: number;
                    time400m?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        entryFields: string[];
                        result: {
                            change: number | null;
                            /** @enum {string} */
                            decision: "pending" | "accepted" | "rejected";
                            /** @enum {string|null} */
                            flag: "PerformanceTestUnrealisticIncrease" | "PerformanceTestUnrealisticDecrease" | null;
                            /** Format: uuid */
                            id: string;
                            measured: number;
                            message: string;
                            /** @enum {string} */
                            metric: "swimCss" | "bikeUpperPower" | "bikeUpperHeartRate" | "runUpperPace" | "runUpperHeartRate";
                            others: {
                                change: number | null;
                                /** @enum {string|null} */
                                flag: "PerformanceTestUnrealisticIncrease" | "PerformanceTestUnrealisticDecrease" | null;
                                measured: number;
                                message: string;
                                /** @enum {string} */
                                metric: "swimCss" | "bikeUpperPower" | "bikeUpperHeartRate" | "runUpperPace" | "runUpperHeartRate";
                                /** @enum {string} */
                                outcome: "increase" | "decrease" | "stable" | "unknown" | "invalid";
                                previous: number | null;
                            }[];
                            /** @enum {string} */
                            outcome: "increase" | "decrease" | "stable" | "unknown" | "invalid";
                            previous: number | null;
                            /** @enum {string} */
                            source: "device" | "entered";
                        } | null;
                        sessionId: string;
                        /** @enum {string} */
                        sport: "swim" | "bike" | "run";
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppPlanRetryGeneration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "plangeneration";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppPlannedSessionsByIdMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    newDate: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completedWorkoutId?: string | null;
                        date: string;
                        distance: number;
                        duration: number;
                        focus: string;
                        id: string;
                        isHard: boolean;
                        isKey: boolean;
                        isMultisport: boolean;
                        load: number;
                        /** @enum {string} */
                        phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                        raceGoalId?: string;
                        readiness?: {
                            /** @enum {string} */
                            action: "unchanged" | "capped" | "eased" | "replaced" | "removed";
                            keptOriginal: boolean;
                            message: string;
                            original: {
                                distance: number;
                                duration: number;
                                isHard: boolean;
                                load: number;
                            };
                            /** @enum {string} */
                            status: "proceed" | "takecare" | "skip" | "rest";
                        };
                        /** @enum {string} */
                        sport: "swim" | "bike" | "run" | "strength";
                        /** @enum {string} */
                        status: "planned" | "locked" | "skipped";
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppPlannedSessionsByIdSkip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completedWorkoutId?: string | null;
                        date: string;
                        distance: number;
                        duration: number;
                        focus: string;
                        id: string;
                        isHard: boolean;
                        isKey: boolean;
                        isMultisport: boolean;
                        load: number;
                        /** @enum {string} */
                        phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                        raceGoalId?: string;
                        readiness?: {
                            /** @enum {string} */
                            action: "unchanged" | "capped" | "eased" | "replaced" | "removed";
                            keptOriginal: boolean;
                            message: string;
                            original: {
                                distance: number;
                                duration: number;
                                isHard: boolean;
                                load: number;
                            };
                            /** @enum {string} */
                            status: "proceed" | "takecare" | "skip" | "rest";
                        };
                        /** @enum {string} */
                        sport: "swim" | "bike" | "run" | "strength";
                        /** @enum {string} */
                        status: "planned" | "locked" | "skipped";
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppPlannedSessionsByIdSkipSuggestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dates: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppPlannedSessionsByIdUnskip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completedWorkoutId?: string | null;
                        date: string;
                        distance: number;
                        duration: number;
                        focus: string;
                        id: string;
                        isHard: boolean;
                        isKey: boolean;
                        isMultisport: boolean;
                        load: number;
                        /** @enum {string} */
                        phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                        raceGoalId?: string;
                        readiness?: {
                            /** @enum {string} */
                            action: "unchanged" | "capped" | "eased" | "replaced" | "removed";
                            keptOriginal: boolean;
                            message: string;
                            original: {
                                distance: number;
                                duration: number;
                                isHard: boolean;
                                load: number;
                            };
                            /** @enum {string} */
                            status: "proceed" | "takecare" | "skip" | "rest";
                        };
                        /** @enum {string} */
                        sport: "swim" | "bike" | "run" | "strength";
                        /** @enum {string} */
                        status: "planned" | "locked" | "skipped";
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppPlannedSessionsByIdWorkoutFit: {
        parameters: {
            query?: {
                leg?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/vnd.ant.fit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppPlannedSessionsByIdWorkoutZwo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/xml: a Zwift workout_file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    patchV1AppPlannedWorkoutsFixByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fixed: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completedWorkoutId?: string | null;
                        date: string;
                        description: string;
                        distance: number;
                        duration: number;
                        exercises: {
                            name: string;
                            note?: string;
                            reps: string;
                            rest: number;
                            sets: number;
                        }[];
                        focus: string;
                        id: string;
                        intensityFactor: number;
                        isHard: boolean;
                        isKey: boolean;
                        isMultisport: boolean;
                        /** @enum {string} */
                        leadUnit: "Duration" | "Distance";
                        legs: {
                            distance?: number;
                            duration: number;
                            /** @enum {string} */
                            sport: "swim" | "bike" | "run";
                            steps: ({
                                count: number;
                                /** @enum {string} */
                                kind: "Repeat";
                                steps: {
                                    distance?: number;
                                    duration?: number;
                                    /** @enum {string} */
                                    intensity: "recovery" | "endurance" | "tempo" | "threshold" | "vo2max" | "anaerobic";
                                    /** @enum {string} */
                                    kind: "WarmUp" | "Work" | "Recovery" | "CoolDown" | "Drill" | "Steady";
                                    note?: string;
                                    target?: {
                                        high: number;
                                        kind: string;
                                        low: number;
                                        unit: string;
                                        zone?: string;
                                    };
                                }[];
                            } | {
                                distance?: number;
                                duration?: number;
                                /** @enum {string} */
                                intensity: "recovery" | "endurance" | "tempo" | "threshold" | "vo2max" | "anaerobic";
                                /** @enum {string} */
                                kind: "WarmUp" | "Work" | "Recovery" | "CoolDown" | "Drill" | "Steady";
                                note?: string;
                                target?: {
                                    high: number;
                                    kind: string;
                                    low: number;
                                    unit: string;
                                    zone?: string;
                                };
                            })[];
                        }[];
                        load: number;
                        /** @enum {string} */
                        phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                        raceGoalId?: string;
                        readiness?: {
                            /** @enum {string} */
                            action: "unchanged" | "capped" | "eased" | "replaced" | "removed";
                            keptOriginal: boolean;
                            message: string;
                            original: {
                                distance: number;
                                duration: number;
                                isHard: boolean;
                                load: number;
                            };
                            /** @enum {string} */
                            status: "proceed" | "takecare" | "skip" | "rest";
                        };
                        /** @enum {string} */
                        sport: "swim" | "bike" | "run" | "strength";
                        /** @enum {string} */
                        status: "planned" | "locked" | "skipped";
                        steps: ({
                            count: number;
                            /** @enum {string} */
                            kind: "Repeat";
                            steps: {
                                distance?: number;
                                duration?: number;
                                /** @enum {string} */
                                intensity: "recovery" | "endurance" | "tempo" | "threshold" | "vo2max" | "anaerobic";
                                /** @enum {string} */
                                kind: "WarmUp" | "Work" | "Recovery" | "CoolDown" | "Drill" | "Steady";
                                note?: string;
                                target?: {
                                    high: number;
                                    kind: string;
                                    low: number;
                                    unit: string;
                                    zone?: string;
                                };
                            }[];
                        } | {
                            distance?: number;
                            duration?: number;
                            /** @enum {string} */
                            intensity: "recovery" | "endurance" | "tempo" | "threshold" | "vo2max" | "anaerobic";
                            /** @enum {string} */
                            kind: "WarmUp" | "Work" | "Recovery" | "CoolDown" | "Drill" | "Steady";
                            note?: string;
                            target?: {
                                high: number;
                                kind: string;
                                low: number;
                                unit: string;
                                zone?: string;
                            };
                        })[];
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppProfilePictureByAthleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image: image/jpeg, image/png or image/webp */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    putV1AppPushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceId?: string;
                    endpoint: string;
                    keys: {
                        auth: string;
                        p256dh: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    deleteV1AppPushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppPushVapidPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicKey: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppRaceRoadmap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        currentPhase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off" | null;
                        fitness: {
                            date: string;
                            fatigue: number;
                            fitness: number;
                            form: number;
                            planned: boolean;
                        }[];
                        from: string;
                        phases: {
                            end: string;
                            isCurrent: boolean;
                            /** @enum {string} */
                            phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                            raceGoalId?: string;
                            start: string;
                        }[];
                        races: {
                            date: string;
                            /** @enum {string} */
                            feasibility?: "GoalSeemsFeasible" | "GoalIsDoable" | "GoalDateTooClose" | "GoalInTaperPhase";
                            id: string;
                            isPast: boolean;
                            name: string;
                            /** @enum {string} */
                            priority: "A" | "B" | "C";
                            type: string;
                        }[];
                        to: string;
                        today: string;
                        weeks: {
                            index: number;
                            isCurrent: boolean;
                            isRecoveryWeek: boolean;
                            /** @enum {string} */
                            phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                            plannedHours: number;
                            reason: string | null;
                            start: string;
                            targetHours: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppRaceRoadmapByGoalByGoalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                goalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        currentPhase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off" | null;
                        fitness: {
                            date: string;
                            fatigue: number;
                            fitness: number;
                            form: number;
                            planned: boolean;
                        }[];
                        from: string;
                        goalId: string;
                        phases: {
                            end: string;
                            isCurrent: boolean;
                            /** @enum {string} */
                            phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                            raceGoalId?: string;
                            start: string;
                        }[];
                        races: {
                            date: string;
                            /** @enum {string} */
                            feasibility?: "GoalSeemsFeasible" | "GoalIsDoable" | "GoalDateTooClose" | "GoalInTaperPhase";
                            id: string;
                            isPast: boolean;
                            name: string;
                            /** @enum {string} */
                            priority: "A" | "B" | "C";
                            type: string;
                        }[];
                        to: string;
                        today: string;
                        weeks: {
                            index: number;
                            isCurrent: boolean;
                            isRecoveryWeek: boolean;
                            /** @enum {string} */
                            phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                            plannedHours: number;
                            reason: string | null;
                            start: string;
                            targetHours: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkedIn: boolean;
                        date: string;
                        keepOriginal: boolean;
                        message: string;
                        reasons: {
                            code: string;
                            level: number;
                            message: string;
                            source: string;
                        }[];
                        sessions: {
                            /** @enum {string} */
                            action: "unchanged" | "capped" | "eased" | "replaced" | "removed";
                            adjusted: {
                                distance: number;
                                duration: number;
                                isHard: boolean;
                                load: number;
                            } | null;
                            focus: string;
                            id: string;
                            message: string;
                            original: {
                                distance: number;
                                duration: number;
                                isHard: boolean;
                                load: number;
                            };
                            sport: string;
                            title: string;
                        }[];
                        /** @enum {string|null} */
                        status: "proceed" | "takecare" | "skip" | "rest" | null;
                        /** @enum {string|null} */
                        trafficLight: "green" | "yellow" | "red" | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppReadinessChooseOriginal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    keepOriginal?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkedIn: boolean;
                        date: string;
                        keepOriginal: boolean;
                        message: string;
                        reasons: {
                            code: string;
                            level: number;
                            message: string;
                            source: string;
                        }[];
                        sessions: {
                            /** @enum {string} */
                            action: "unchanged" | "capped" | "eased" | "replaced" | "removed";
                            adjusted: {
                                distance: number;
                                duration: number;
                                isHard: boolean;
                                load: number;
                            } | null;
                            focus: string;
                            id: string;
                            message: string;
                            original: {
                                distance: number;
                                duration: number;
                                isHard: boolean;
                                load: number;
                            };
                            sport: string;
                            title: string;
                        }[];
                        /** @enum {string|null} */
                        status: "proceed" | "takecare" | "skip" | "rest" | null;
                        /** @enum {string|null} */
                        trafficLight: "green" | "yellow" | "red" | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppReadinessTrends: {
        parameters: {
            query: {
                kind: "hrv" | "resting-hr";
                window?: "1m" | "3m";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "hrv" | "resting-hr";
                        points: {
                            bandHigh: number | null;
                            bandLow: number | null;
                            baseline: number | null;
                            date: string;
                            source: string | null;
                            value: number | null;
                        }[];
                        today: string;
                        /** @enum {string} */
                        window: "1m" | "3m";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppRecalculatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    lockedSessionIds?: string[];
                    /** @default [] */
                    skippedDays?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changes: {
                            from: string;
                            sessionId: string;
                            title: string;
                            to: string | null;
                        }[];
                        sessions: {
                            completedWorkoutId?: string | null;
                            date: string;
                            distance: number;
                            duration: number;
                            focus: string;
                            id: string;
                            isHard: boolean;
                            isKey: boolean;
                            isMultisport: boolean;
                            load: number;
                            /** @enum {string} */
                            phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                            raceGoalId?: string;
                            readiness?: {
                                /** @enum {string} */
                                action: "unchanged" | "capped" | "eased" | "replaced" | "removed";
                                keptOriginal: boolean;
                                message: string;
                                original: {
                                    distance: number;
                                    duration: number;
                                    isHard: boolean;
                                    load: number;
                                };
                                /** @enum {string} */
                                status: "proceed" | "takecare" | "skip" | "rest";
                            };
                            /** @enum {string} */
                            sport: "swim" | "bike" | "run" | "strength";
                            /** @enum {string} */
                            status: "planned" | "locked" | "skipped";
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppResetAthlete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppSaveEditedTrainingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sessions: {
                        /** Format: date */
                        date: string;
                        /** @default false */
                        locked?: boolean;
                        sessionId: string;
                        /** @default false */
                        skipped?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changed: number;
                        sessions: {
                            completedWorkoutId?: string | null;
                            date: string;
                            distance: number;
                            duration: number;
                            focus: string;
                            id: string;
                            isHard: boolean;
                            isKey: boolean;
                            isMultisport: boolean;
                            load: number;
                            /** @enum {string} */
                            phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                            raceGoalId?: string;
                            readiness?: {
                                /** @enum {string} */
                                action: "unchanged" | "capped" | "eased" | "replaced" | "removed";
                                keptOriginal: boolean;
                                message: string;
                                original: {
                                    distance: number;
                                    duration: number;
                                    isHard: boolean;
                                    load: number;
                                };
                                /** @enum {string} */
                                status: "proceed" | "takecare" | "skip" | "rest";
                            };
                            /** @enum {string} */
                            sport: "swim" | "bike" | "run" | "strength";
                            /** @enum {string} */
                            status: "planned" | "locked" | "skipped";
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppSeanEllisAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    answer: "VeryDisappointed" | "SomewhatDisappointed" | "NotDisappointed";
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppSeanEllisFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    feedback: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppSeanEllisNotNow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppSettingsSwimParameters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        css: number;
                        isCssEstimated: boolean;
                        poolLength: string;
                        swimUnit: string;
                        useVerbalSwimPace: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isPremium: boolean;
                        managementUrl: string | null;
                        premiumExpiresAtUtc: string | null;
                        productName: string | null;
                        store: string | null;
                        subscriptionType: string | null;
                        trialExpiresAtUtc: string | null;
                        waitingForPaymentEvent: boolean;
                        willRenew: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppSubscriptionAwaitingPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        waitingForPaymentEvent: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppSubscriptionRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        restored: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppSubscriptionStoreConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKey: string | null;
                        apiUrl: string | null;
                        appUserId: string;
                        available: boolean;
                        entitlement: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppTestDummyDataGeneratePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        workouts: {
                            date: string;
                            id: string;
                            /** @enum {string} */
                            sport: "swim" | "bike" | "run" | "strength";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppTestEndTrial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        trialExpiresAtUtc: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppTestGeneratePerformanceTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    athleteId: string;
                    date: string;
                    /** @enum {string} */
                    sportType: "swimming" | "cycling" | "running";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        duration: number;
                        focus: string;
                        id: string;
                        /** @enum {string} */
                        sport: "swim" | "bike" | "run";
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppTestGeneratePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppTestResetThresholds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppTestSendEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppTestSendPush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppTrainingParametersHistory: {
        parameters: {
            query: {
                kind: "total" | "long";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        /** @enum {string} */
                        source: "Onboarding" | "UserChanged" | "Automated";
                        value: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppTrainingParametersLong: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    seconds?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        long: number;
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppTrainingParametersTotal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    seconds?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        long: number;
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppTrainingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        generatedAt: string | null;
                        goals: {
                            /** @enum {string} */
                            feasibility: "GoalSeemsFeasible" | "GoalIsDoable" | "GoalDateTooClose" | "GoalInTaperPhase";
                            message: string;
                            raceGoalId: string;
                        }[];
                        phases: {
                            end: string;
                            /** @enum {string} */
                            phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                            raceGoalId?: string;
                            start: string;
                        }[];
                        /** @enum {string} */
                        status: "none" | "generating" | "ready" | "error";
                        weeks: {
                            index: number;
                            isRecoveryWeek: boolean;
                            /** @enum {string} */
                            phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                            plannedDuration: number;
                            plannedLoad: number;
                            /** @enum {string} */
                            rampUp: "StepUp" | "NoIncrease" | "Reduction";
                            reason: string | null;
                            reasons: string[];
                            start: string;
                            targetDuration: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppTrainingVolumeValidate: {
        parameters: {
            query?: {
                hoursPerWeek?: string;
                longSessionSeconds?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isValid: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppUiEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Action: string;
                    /** @enum {string} */
                    EventType: "page.view" | "button.click" | "dialog.view" | "notification.push.action" | "notification.inapp.action";
                    MetaData?: {
                        [key: string]: unknown;
                    };
                    Page: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppUpdateTimeZone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description IANA time zone, e.g. Europe/Berlin */
                    TimeZoneId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppUploadProfilePicture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profilePictureUrl: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AppValidateTrainingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sessions: {
                        /** Format: date */
                        date: string;
                        /** @default false */
                        locked?: boolean;
                        sessionId: string;
                        /** @default false */
                        skipped?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        problems: {
                            code: string;
                            date?: string;
                            message: string;
                            sessionId?: string;
                        }[];
                        sessions: {
                            completedWorkoutId?: string | null;
                            date: string;
                            distance: number;
                            duration: number;
                            focus: string;
                            id: string;
                            isHard: boolean;
                            isKey: boolean;
                            isMultisport: boolean;
                            load: number;
                            /** @enum {string} */
                            phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                            raceGoalId?: string;
                            readiness?: {
                                /** @enum {string} */
                                action: "unchanged" | "capped" | "eased" | "replaced" | "removed";
                                keptOriginal: boolean;
                                message: string;
                                original: {
                                    distance: number;
                                    duration: number;
                                    isHard: boolean;
                                    load: number;
                                };
                                /** @enum {string} */
                                status: "proceed" | "takecare" | "skip" | "rest";
                            };
                            /** @enum {string} */
                            sport: "swim" | "bike" | "run" | "strength";
                            /** @enum {string} */
                            status: "planned" | "locked" | "skipped";
                            title: string;
                        }[];
                        valid: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AppWorkoutChart: {
        parameters: {
            query: {
                workoutId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        altitude: number[];
                        heartRate: number[];
                        pace: (number | null)[];
                        power: number[];
                        speed: number[];
                        /** @enum {string} */
                        sport: "swim" | "bike" | "run" | "strength";
                        t: number[];
                        workoutId: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AuthPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AuthPasswordResetConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1AuthProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apple: {
                            clientId: string;
                        } | null;
                        facebook: {
                            appId: string;
                            web: {
                                authorizeUrl: string;
                                redirectUri: string;
                            } | null;
                        } | null;
                        google: {
                            clientId: string;
                        } | null;
                    };
                };
            };
        };
    };
    postV1AuthSignin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        signedIn: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1AuthSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        signedIn: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1Compatibility: {
        parameters: {
            query?: {
                appVersion?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        compatibility: "NoUserActionNeeded" | "UpdateAvailable" | "UpdateRecommended" | "UpdateUrgent" | "ForceUpdate";
                        userHint: string;
                    };
                };
            };
        };
    };
    getV1Countries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        threeLetterCode: string;
                        twoLetterCode: string;
                    }[];
                };
            };
        };
    };
    getV1ErrorTracing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dsn: string | null;
                        environment: string;
                        release: string;
                        sampleRate: number;
                        tracesSampleRate: number;
                    };
                };
            };
        };
    };
    postV1IntegrationGarminAuthDisconnect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1IntegrationGarminAuthHasRequiredPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1IntegrationGarminAuthIsConnected: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1IntegrationGarminAuthRequestTokenByAthleteId: {
        parameters: {
            query?: {
                /** @description In-app path to return to after Garmin (default: the onboarding success or restrictions page) */
                redirectTo?: string;
            };
            header?: never;
            path: {
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1IntegrationGarminBackfillStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connected: boolean;
                        done: number;
                        historicalDataDenied: boolean;
                        message: string | null;
                        percent: number;
                        /** @enum {string} */
                        state: "none" | "running" | "done" | "historicalDataOff";
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1IntegrationGarminWebhookBySecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                secret: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accepted: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1OdataAthletegoal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional target time, h:mm:ss */
                    aimedTargetTime?: string;
                    /** @description For a race type without a fixed distance: in the athlete’s unit system */
                    distance?: number | string;
                    /**
                     * Format: date
                     * @description Race day, YYYY-MM-DD
                     */
                    eventDate?: string;
                    /** @enum {string} */
                    eventType?: "Sprint" | "Olympic" | "HalfIronman" | "Ironman" | "Marathon" | "HalfMarathon" | "TenK" | "FiveK" | "ManualBike" | "ManualRun" | "ManualSwim";
                    location?: string;
                    raceName?: string;
                    /** @enum {string} */
                    racePriority?: "A" | "B" | "C";
                    /** @enum {string} */
                    topography?: "Flat" | "Hilly";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aimedTargetTime: number | null;
                        distance: number | null;
                        eventDate: string;
                        eventType: string;
                        feasibility: {
                            message: string;
                            minimumWeeks: number;
                            /** @enum {string} */
                            outcome: "GoalSeemsFeasible" | "GoalIsDoable" | "GoalDateTooClose" | "GoalInTaperPhase";
                            weeksAvailable: number;
                        } | null;
                        /** Format: uuid */
                        id: string;
                        location: string | null;
                        raceName: string;
                        racePriority: string;
                        topography: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1OdataAthletegoalByRaceGoalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                raceGoalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aimedTargetTime: number | null;
                        distance: number | null;
                        eventDate: string;
                        eventType: string;
                        feasibility: {
                            message: string;
                            minimumWeeks: number;
                            /** @enum {string} */
                            outcome: "GoalSeemsFeasible" | "GoalIsDoable" | "GoalDateTooClose" | "GoalInTaperPhase";
                            weeksAvailable: number;
                        } | null;
                        /** Format: uuid */
                        id: string;
                        location: string | null;
                        raceName: string;
                        racePriority: string;
                        topography: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    patchV1OdataAthletegoalByRaceGoalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                raceGoalId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional target time, h:mm:ss */
                    aimedTargetTime?: string;
                    /** @description For a race type without a fixed distance: in the athlete’s unit system */
                    distance?: number | string;
                    /**
                     * Format: date
                     * @description Race day, YYYY-MM-DD
                     */
                    eventDate?: string;
                    /** @enum {string} */
                    eventType?: "Sprint" | "Olympic" | "HalfIronman" | "Ironman" | "Marathon" | "HalfMarathon" | "TenK" | "FiveK" | "ManualBike" | "ManualRun" | "ManualSwim";
                    location?: string;
                    raceName?: string;
                    /** @enum {string} */
                    racePriority?: "A" | "B" | "C";
                    /** @enum {string} */
                    topography?: "Flat" | "Hilly";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aimedTargetTime: number | null;
                        distance: number | null;
                        eventDate: string;
                        eventType: string;
                        feasibility: {
                            message: string;
                            minimumWeeks: number;
                            /** @enum {string} */
                            outcome: "GoalSeemsFeasible" | "GoalIsDoable" | "GoalDateTooClose" | "GoalInTaperPhase";
                            weeksAvailable: number;
                        } | null;
                        /** Format: uuid */
                        id: string;
                        location: string | null;
                        raceName: string;
                        racePriority: string;
                        topography: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1OdataAthleteProfileByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        communication: {
                            emailNotifications: boolean;
                            pushNotifications: boolean;
                        };
                        countryCode: string | null;
                        dateOfBirth: string | null;
                        email: string | null;
                        experience: {
                            [key: string]: number;
                        };
                        firstname: string | null;
                        gender: string | null;
                        height: number | null;
                        /** @enum {string} */
                        heightUnit: "cm" | "in";
                        /** Format: uuid */
                        id: string;
                        injuryTendencies: {
                            cycling: boolean;
                            running: boolean;
                            swimming: boolean;
                        };
                        intention: string | null;
                        lastname: string | null;
                        location: string | null;
                        mafAnswer: string | null;
                        nickname: string | null;
                        onBoardingStatus: string;
                        onboardingStep: string | null;
                        otherEnduranceSports: string[];
                        preferences: {
                            cyclingMeasurement: {
                                aerobic: string;
                                indoor: string;
                                interval: string;
                            };
                            /** @enum {string} */
                            intensityDescription: "Zones" | "Verbal";
                            poolLength: string;
                            /** @enum {string} */
                            preferredUnitSystem: "Metric" | "Imperial";
                            runningMeasurement: {
                                aerobic: string;
                                indoor: string;
                                interval: string;
                            };
                            /** @enum {string} */
                            swimUnit: "Meters" | "Yards";
                            timeZoneInfoId: string;
                            useVerbalSwimPace: boolean;
                        };
                        profilePictureUrl: string | null;
                        weight: number | null;
                        /** @enum {string} */
                        weightUnit: "kg" | "lbs";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    patchV1OdataAthleteProfileByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description pushNotifications and emailNotifications: true or false */
                    communication?: {
                        [key: string]: unknown;
                    };
                    /** @description Two-letter country code */
                    countryCode?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     */
                    dateOfBirth?: string;
                    /** Format: email */
                    email?: string;
                    experience?: {
                        [key: string]: unknown;
                    };
                    firstname?: string;
                    /** @enum {string} */
                    gender?: "Male" | "Female";
                    /** @description cm, or inches in the imperial system */
                    height?: number | string;
                    /** @description swimming, cycling and running: true or false */
                    injuryTendencies?: {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    intensityDescription?: "Zones" | "Verbal";
                    /** @enum {string} */
                    intention?: "Beginner" | "RampUp" | "NextLevelRace" | "Optimizing";
                    lastname?: string;
                    location?: string;
                    /** @enum {string} */
                    mafAnswer?: "Rehabilitation" | "Stagnating" | "ConsistentTraining" | "Competitive";
                    nickname?: string;
                    onboardingStep?: string;
                    otherEnduranceSports?: string[];
                    /** @description Units, time zone and other preferences (a partial update) */
                    preferences?: {
                        [key: string]: unknown;
                    };
                    /** @description kg, or lbs in the imperial system */
                    weight?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        communication: {
                            emailNotifications: boolean;
                            pushNotifications: boolean;
                        };
                        countryCode: string | null;
                        dateOfBirth: string | null;
                        email: string | null;
                        experience: {
                            [key: string]: number;
                        };
                        firstname: string | null;
                        gender: string | null;
                        height: number | null;
                        /** @enum {string} */
                        heightUnit: "cm" | "in";
                        /** Format: uuid */
                        id: string;
                        injuryTendencies: {
                            cycling: boolean;
                            running: boolean;
                            swimming: boolean;
                        };
                        intention: string | null;
                        lastname: string | null;
                        location: string | null;
                        mafAnswer: string | null;
                        nickname: string | null;
                        onBoardingStatus: string;
                        onboardingStep: string | null;
                        otherEnduranceSports: string[];
                        preferences: {
                            cyclingMeasurement: {
                                aerobic: string;
                                indoor: string;
                                interval: string;
                            };
                            /** @enum {string} */
                            intensityDescription: "Zones" | "Verbal";
                            poolLength: string;
                            /** @enum {string} */
                            preferredUnitSystem: "Metric" | "Imperial";
                            runningMeasurement: {
                                aerobic: string;
                                indoor: string;
                                interval: string;
                            };
                            /** @enum {string} */
                            swimUnit: "Meters" | "Yards";
                            timeZoneInfoId: string;
                            useVerbalSwimPace: boolean;
                        };
                        profilePictureUrl: string | null;
                        weight: number | null;
                        /** @enum {string} */
                        weightUnit: "kg" | "lbs";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1OdataCompletedworkoutByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        averageHeartRate: number | null;
                        averagePower: number | null;
                        date: string;
                        distanceMeters: number | null;
                        durationSeconds: number;
                        elevationGainMeters: number | null;
                        feedback: {
                            durationFeel: number;
                            executedAsPlanned: boolean;
                            intensity: number;
                        } | null;
                        hasSamples: boolean;
                        id: string;
                        maxHeartRate: number | null;
                        plannedSessionId: string | null;
                        rpe: number | null;
                        /** @enum {string} */
                        source: "manual" | "file" | "garmin" | "demo";
                        /** @enum {string} */
                        sport: "swim" | "bike" | "run" | "strength";
                        startedAt: string;
                        stressScore: number | null;
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1OdataNotification: {
        parameters: {
            query?: {
                category?: "feedback" | "other";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        body: string;
                        /** @enum {string} */
                        category: "feedback" | "other";
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        isRead: boolean;
                        kind: string;
                        route: string | null;
                        title: string;
                        wasDeleted: boolean;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1OdataNotificationByNotificationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        body: string;
                        /** @enum {string} */
                        category: "feedback" | "other";
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        isRead: boolean;
                        kind: string;
                        route: string | null;
                        title: string;
                        wasDeleted: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    patchV1OdataNotificationByNotificationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isRead?: boolean;
                    wasDeleted?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        body: string;
                        /** @enum {string} */
                        category: "feedback" | "other";
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        isRead: boolean;
                        kind: string;
                        route: string | null;
                        title: string;
                        wasDeleted: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1OdataPlannedsessionByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completedWorkoutId?: string | null;
                        date: string;
                        description: string;
                        distance: number;
                        duration: number;
                        exercises: {
                            name: string;
                            note?: string;
                            reps: string;
                            rest: number;
                            sets: number;
                        }[];
                        focus: string;
                        id: string;
                        intensityFactor: number;
                        isHard: boolean;
                        isKey: boolean;
                        isMultisport: boolean;
                        /** @enum {string} */
                        leadUnit: "Duration" | "Distance";
                        legs: {
                            distance?: number;
                            duration: number;
                            /** @enum {string} */
                            sport: "swim" | "bike" | "run";
                            steps: ({
                                count: number;
                                /** @enum {string} */
                                kind: "Repeat";
                                steps: {
                                    distance?: number;
                                    duration?: number;
                                    /** @enum {string} */
                                    intensity: "recovery" | "endurance" | "tempo" | "threshold" | "vo2max" | "anaerobic";
                                    /** @enum {string} */
                                    kind: "WarmUp" | "Work" | "Recovery" | "CoolDown" | "Drill" | "Steady";
                                    note?: string;
                                    target?: {
                                        high: number;
                                        kind: string;
                                        low: number;
                                        unit: string;
                                        zone?: string;
                                    };
                                }[];
                            } | {
                                distance?: number;
                                duration?: number;
                                /** @enum {string} */
                                intensity: "recovery" | "endurance" | "tempo" | "threshold" | "vo2max" | "anaerobic";
                                /** @enum {string} */
                                kind: "WarmUp" | "Work" | "Recovery" | "CoolDown" | "Drill" | "Steady";
                                note?: string;
                                target?: {
                                    high: number;
                                    kind: string;
                                    low: number;
                                    unit: string;
                                    zone?: string;
                                };
                            })[];
                        }[];
                        load: number;
                        /** @enum {string} */
                        phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                        raceGoalId?: string;
                        readiness?: {
                            /** @enum {string} */
                            action: "unchanged" | "capped" | "eased" | "replaced" | "removed";
                            keptOriginal: boolean;
                            message: string;
                            original: {
                                distance: number;
                                duration: number;
                                isHard: boolean;
                                load: number;
                            };
                            /** @enum {string} */
                            status: "proceed" | "takecare" | "skip" | "rest";
                        };
                        /** @enum {string} */
                        sport: "swim" | "bike" | "run" | "strength";
                        /** @enum {string} */
                        status: "planned" | "locked" | "skipped";
                        steps: ({
                            count: number;
                            /** @enum {string} */
                            kind: "Repeat";
                            steps: {
                                distance?: number;
                                duration?: number;
                                /** @enum {string} */
                                intensity: "recovery" | "endurance" | "tempo" | "threshold" | "vo2max" | "anaerobic";
                                /** @enum {string} */
                                kind: "WarmUp" | "Work" | "Recovery" | "CoolDown" | "Drill" | "Steady";
                                note?: string;
                                target?: {
                                    high: number;
                                    kind: string;
                                    low: number;
                                    unit: string;
                                    zone?: string;
                                };
                            }[];
                        } | {
                            distance?: number;
                            duration?: number;
                            /** @enum {string} */
                            intensity: "recovery" | "endurance" | "tempo" | "threshold" | "vo2max" | "anaerobic";
                            /** @enum {string} */
                            kind: "WarmUp" | "Work" | "Recovery" | "CoolDown" | "Drill" | "Steady";
                            note?: string;
                            target?: {
                                high: number;
                                kind: string;
                                low: number;
                                unit: string;
                                zone?: string;
                            };
                        })[];
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    patchV1OdataPlannedsessionByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    date?: string;
                    /** @enum {string} */
                    status?: "planned" | "locked" | "skipped";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completedWorkoutId?: string | null;
                        date: string;
                        description: string;
                        distance: number;
                        duration: number;
                        exercises: {
                            name: string;
                            note?: string;
                            reps: string;
                            rest: number;
                            sets: number;
                        }[];
                        focus: string;
                        id: string;
                        intensityFactor: number;
                        isHard: boolean;
                        isKey: boolean;
                        isMultisport: boolean;
                        /** @enum {string} */
                        leadUnit: "Duration" | "Distance";
                        legs: {
                            distance?: number;
                            duration: number;
                            /** @enum {string} */
                            sport: "swim" | "bike" | "run";
                            steps: ({
                                count: number;
                                /** @enum {string} */
                                kind: "Repeat";
                                steps: {
                                    distance?: number;
                                    duration?: number;
                                    /** @enum {string} */
                                    intensity: "recovery" | "endurance" | "tempo" | "threshold" | "vo2max" | "anaerobic";
                                    /** @enum {string} */
                                    kind: "WarmUp" | "Work" | "Recovery" | "CoolDown" | "Drill" | "Steady";
                                    note?: string;
                                    target?: {
                                        high: number;
                                        kind: string;
                                        low: number;
                                        unit: string;
                                        zone?: string;
                                    };
                                }[];
                            } | {
                                distance?: number;
                                duration?: number;
                                /** @enum {string} */
                                intensity: "recovery" | "endurance" | "tempo" | "threshold" | "vo2max" | "anaerobic";
                                /** @enum {string} */
                                kind: "WarmUp" | "Work" | "Recovery" | "CoolDown" | "Drill" | "Steady";
                                note?: string;
                                target?: {
                                    high: number;
                                    kind: string;
                                    low: number;
                                    unit: string;
                                    zone?: string;
                                };
                            })[];
                        }[];
                        load: number;
                        /** @enum {string} */
                        phase: "Foundation" | "Specific" | "Taper" | "RaceDay" | "PostRace" | "Off";
                        raceGoalId?: string;
                        readiness?: {
                            /** @enum {string} */
                            action: "unchanged" | "capped" | "eased" | "replaced" | "removed";
                            keptOriginal: boolean;
                            message: string;
                            original: {
                                distance: number;
                                duration: number;
                                isHard: boolean;
                                load: number;
                            };
                            /** @enum {string} */
                            status: "proceed" | "takecare" | "skip" | "rest";
                        };
                        /** @enum {string} */
                        sport: "swim" | "bike" | "run" | "strength";
                        /** @enum {string} */
                        status: "planned" | "locked" | "skipped";
                        steps: ({
                            count: number;
                            /** @enum {string} */
                            kind: "Repeat";
                            steps: {
                                distance?: number;
                                duration?: number;
                                /** @enum {string} */
                                intensity: "recovery" | "endurance" | "tempo" | "threshold" | "vo2max" | "anaerobic";
                                /** @enum {string} */
                                kind: "WarmUp" | "Work" | "Recovery" | "CoolDown" | "Drill" | "Steady";
                                note?: string;
                                target?: {
                                    high: number;
                                    kind: string;
                                    low: number;
                                    unit: string;
                                    zone?: string;
                                };
                            }[];
                        } | {
                            distance?: number;
                            duration?: number;
                            /** @enum {string} */
                            intensity: "recovery" | "endurance" | "tempo" | "threshold" | "vo2max" | "anaerobic";
                            /** @enum {string} */
                            kind: "WarmUp" | "Work" | "Recovery" | "CoolDown" | "Drill" | "Steady";
                            note?: string;
                            target?: {
                                high: number;
                                kind: string;
                                low: number;
                                unit: string;
                                zone?: string;
                            };
                        })[];
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1SupportTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    email: string;
                    subject: string;
                    /** @default Support */
                    tag?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1Thresholds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bikeLowerHeartRate: number | null;
                        bikeLowerPower: number | null;
                        bikeUpperHeartRate: number | null;
                        bikeUpperPower: number | null;
                        estimated: ("bikeUpperHeartRate" | "bikeLowerHeartRate" | "runUpperHeartRate" | "runLowerHeartRate" | "bikeUpperPower" | "bikeLowerPower" | "runUpperPace" | "runLowerPace" | "swimCss" | "maxHeartRate" | "restingHeartRate")[];
                        maxHeartRate: number | null;
                        restingHeartRate: number | null;
                        runLowerHeartRate: number | null;
                        runLowerPace: number | null;
                        runUpperHeartRate: number | null;
                        runUpperPace: number | null;
                        swimCss: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1ThresholdsMaffetone: {
        parameters: {
            query?: {
                answers?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category: string;
                        high: number;
                        low: number;
                        mafHeartRate: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1ThresholdsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bikeLowerHeartRate: number | null;
                        bikeLowerPower: number | null;
                        bikeUpperHeartRate: number | null;
                        bikeUpperPower: number | null;
                        estimated: ("bikeUpperHeartRate" | "bikeLowerHeartRate" | "runUpperHeartRate" | "runLowerHeartRate" | "bikeUpperPower" | "bikeLowerPower" | "runUpperPace" | "runLowerPace" | "swimCss" | "maxHeartRate" | "restingHeartRate")[];
                        maxHeartRate: number | null;
                        restingHeartRate: number | null;
                        runLowerHeartRate: number | null;
                        runLowerPace: number | null;
                        runUpperHeartRate: number | null;
                        runUpperPace: number | null;
                        swimCss: number | null;
                        zones: {
                            cycling: {
                                heartRate: {
                                    high: number | null;
                                    id: string;
                                    low: number | null;
                                    name: string;
                                    number: number;
                                    unit: string;
                                }[] | null;
                                power: {
                                    high: number | null;
                                    id: string;
                                    low: number | null;
                                    name: string;
                                    number: number;
                                    unit: string;
                                }[] | null;
                            };
                            running: {
                                heartRate: {
                                    high: number | null;
                                    id: string;
                                    low: number | null;
                                    name: string;
                                    number: number;
                                    unit: string;
                                }[] | null;
                                pace: {
                                    high: number | null;
                                    id: string;
                                    low: number | null;
                                    name: string;
                                    number: number;
                                    unit: string;
                                }[] | null;
                            };
                            swimming: {
                                pace: {
                                    high: number | null;
                                    id: string;
                                    low: number | null;
                                    name: string;
                                    number: number;
                                    unit: string;
                                }[] | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1UserChangeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description The new sign-in email
                     */
                    newEmail?: string;
                    /** @description The current password */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1UserChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV1UserConfirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token from the confirmation link */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV1Version: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                    };
                };
            };
        };
    };
    postV1WebhooksSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    api_version?: string;
                    event: {
                        aliases?: string[] | null;
                        app_user_id?: string | null;
                        entitlement_ids?: string[] | null;
                        event_timestamp_ms?: number | null;
                        expiration_at_ms?: number | null;
                        id: string;
                        new_product_id?: string | null;
                        original_app_user_id?: string | null;
                        period_type?: string | null;
                        product_id?: string | null;
                        type: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outcome: string;
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV2ThresholdsCycling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description bpm */
                    lowerHeartRate?: number | string;
                    /** @description W */
                    lowerPower?: number | string;
                    /** @description bpm */
                    upperHeartRate?: number | string;
                    /** @description W */
                    upperPower?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bikeLowerHeartRate: number | null;
                        bikeLowerPower: number | null;
                        bikeUpperHeartRate: number | null;
                        bikeUpperPower: number | null;
                        estimated: ("bikeUpperHeartRate" | "bikeLowerHeartRate" | "runUpperHeartRate" | "runLowerHeartRate" | "bikeUpperPower" | "bikeLowerPower" | "runUpperPace" | "runLowerPace" | "swimCss" | "maxHeartRate" | "restingHeartRate")[];
                        maxHeartRate: number | null;
                        restingHeartRate: number | null;
                        runLowerHeartRate: number | null;
                        runLowerPace: number | null;
                        runUpperHeartRate: number | null;
                        runUpperPace: number | null;
                        swimCss: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV2ThresholdsCyclingOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description bpm */
                    lowerHeartRate?: number | string;
                    /** @description W */
                    lowerPower?: number | string;
                    /** @description bpm */
                    upperHeartRate?: number | string;
                    /** @description W */
                    upperPower?: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bikeLowerHeartRate: number | null;
                        bikeLowerPower: number | null;
                        bikeUpperHeartRate: number | null;
                        bikeUpperPower: number | null;
                        estimated: ("bikeUpperHeartRate" | "bikeLowerHeartRate" | "runUpperHeartRate" | "runLowerHeartRate" | "bikeUpperPower" | "bikeLowerPower" | "runUpperPace" | "runLowerPace" | "swimCss" | "maxHeartRate" | "restingHeartRate")[];
                        maxHeartRate: number | null;
                        restingHeartRate: number | null;
                        runLowerHeartRate: number | null;
                        runLowerPace: number | null;
                        runUpperHeartRate: number | null;
                        runUpperPace: number | null;
                        swimCss: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV2ThresholdsDefault: {
        parameters: {
            query: {
                sport: "swimming" | "cycling" | "running";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bikeLowerHeartRate: number | null;
                        bikeLowerPower: number | null;
                        bikeUpperHeartRate: number | null;
                        bikeUpperPower: number | null;
                        estimated: ("bikeUpperHeartRate" | "bikeLowerHeartRate" | "runUpperHeartRate" | "runLowerHeartRate" | "bikeUpperPower" | "bikeLowerPower" | "runUpperPace" | "runLowerPace" | "swimCss" | "maxHeartRate" | "restingHeartRate")[];
                        maxHeartRate: number | null;
                        restingHeartRate: number | null;
                        runLowerHeartRate: number | null;
                        runLowerPace: number | null;
                        runUpperHeartRate: number | null;
                        runUpperPace: number | null;
                        swimCss: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV2ThresholdsRunning: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description bpm */
                    lowerHeartRate?: number | string;
                    /** @description Per km or per mile */
                    lowerPace?: string;
                    /** @description bpm */
                    upperHeartRate?: number | string;
                    /** @description Per km or per mile */
                    upperPace?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bikeLowerHeartRate: number | null;
                        bikeLowerPower: number | null;
                        bikeUpperHeartRate: number | null;
                        bikeUpperPower: number | null;
                        estimated: ("bikeUpperHeartRate" | "bikeLowerHeartRate" | "runUpperHeartRate" | "runLowerHeartRate" | "bikeUpperPower" | "bikeLowerPower" | "runUpperPace" | "runLowerPace" | "swimCss" | "maxHeartRate" | "restingHeartRate")[];
                        maxHeartRate: number | null;
                        restingHeartRate: number | null;
                        runLowerHeartRate: number | null;
                        runLowerPace: number | null;
                        runUpperHeartRate: number | null;
                        runUpperPace: number | null;
                        swimCss: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV2ThresholdsRunningOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description bpm */
                    lowerHeartRate?: number | string;
                    /** @description Per km or per mile */
                    lowerPace?: string;
                    /** @description The race time, seconds */
                    raceTimeInSeconds?: number | string;
                    /** @description A race distance in metres */
                    runningSpeedThresholdDistance?: number | string;
                    /** @description bpm */
                    upperHeartRate?: number | string;
                    /** @description Per km or per mile */
                    upperPace?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bikeLowerHeartRate: number | null;
                        bikeLowerPower: number | null;
                        bikeUpperHeartRate: number | null;
                        bikeUpperPower: number | null;
                        estimated: ("bikeUpperHeartRate" | "bikeLowerHeartRate" | "runUpperHeartRate" | "runLowerHeartRate" | "bikeUpperPower" | "bikeLowerPower" | "runUpperPace" | "runLowerPace" | "swimCss" | "maxHeartRate" | "restingHeartRate")[];
                        maxHeartRate: number | null;
                        restingHeartRate: number | null;
                        runLowerHeartRate: number | null;
                        runLowerPace: number | null;
                        runUpperHeartRate: number | null;
                        runUpperPace: number | null;
                        swimCss: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV2ThresholdsSwimming: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Per 100 m or 100 yd */
                    css?: string;
                    time50m?: string;
                    time400m?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bikeLowerHeartRate: number | null;
                        bikeLowerPower: number | null;
                        bikeUpperHeartRate: number | null;
                        bikeUpperPower: number | null;
                        estimated: ("bikeUpperHeartRate" | "bikeLowerHeartRate" | "runUpperHeartRate" | "runLowerHeartRate" | "bikeUpperPower" | "bikeLowerPower" | "runUpperPace" | "runLowerPace" | "swimCss" | "maxHeartRate" | "restingHeartRate")[];
                        maxHeartRate: number | null;
                        restingHeartRate: number | null;
                        runLowerHeartRate: number | null;
                        runLowerPace: number | null;
                        runUpperHeartRate: number | null;
                        runUpperPace: number | null;
                        swimCss: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postV2ThresholdsSwimmingDefault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bikeLowerHeartRate: number | null;
                        bikeLowerPower: number | null;
                        bikeUpperHeartRate: number | null;
                        bikeUpperPower: number | null;
                        estimated: ("bikeUpperHeartRate" | "bikeLowerHeartRate" | "runUpperHeartRate" | "runLowerHeartRate" | "bikeUpperPower" | "bikeLowerPower" | "runUpperPace" | "runLowerPace" | "swimCss" | "maxHeartRate" | "restingHeartRate")[];
                        maxHeartRate: number | null;
                        restingHeartRate: number | null;
                        runLowerHeartRate: number | null;
                        runLowerPace: number | null;
                        runUpperHeartRate: number | null;
                        runUpperPace: number | null;
                        swimCss: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV2ThresholdsUpperPaceMethod: {
        parameters: {
            query?: {
                distance?: string;
                time?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        method: string;
                        upperPace: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getV2ThresholdsValidate: {
        parameters: {
            query: {
                field: string;
                sport: "swimming" | "cycling" | "running";
                value?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isValid: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getCalendarByTokenIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An iCalendar (RFC 5545) document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postConnectRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    postConnectToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: string;
                    code: string;
                    code_verifier: string;
                    /** @enum {string} */
                    grant_type: "authorization_code";
                    redirect_uri: string;
                } | {
                    client_id: string;
                    /** @enum {string} */
                    grant_type: "refresh_token";
                    refresh_token?: string;
                } | {
                    client_id: string;
                    code?: string;
                    /** @enum {string} */
                    grant_type: "urn:tricoach:params:oauth:grant-type:external-token";
                    nonce?: string;
                    /** @enum {string} */
                    provider: "apple" | "google" | "facebook";
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        expires_in: number;
                        id_token: string;
                        refresh_token?: string;
                        scope: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        error?: string;
                        error_description?: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        error?: string;
                        error_description?: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        error?: string;
                        error_description?: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        error?: string;
                        error_description?: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
    getConnectUserinfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        athlete_id: string;
                        email?: string;
                        sub: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        error?: string;
                        error_description?: string;
                        fieldErrors?: {
                            field: string;
                            message: string;
                        }[];
                        message: string;
                        requestId?: string;
                        status: number;
                    };
                };
            };
        };
    };
}
