import StrataDBus

/// Clients that keep the frame pace are read at the frame tick, not as their commits
/// arrive (issue 18).
///
/// A client paced by its frame events hears `FrameDone` (or `FramePresented`) at a tick,
/// draws, and commits within the interval; the commit is presented at the next tick
/// whenever it arrives. Reading it as it arrives costs the daemon a wake-up of its own
/// (two a frame instead of one; on this machine a wake-up costs more than the rest of
/// the frame). So once a frame event has gone out on a client's private connection, the
/// daemon stops watching that connection (``DBusConnection/holdReading()``) and reads it
/// at the next tick, before the repaint: the commit is in that frame exactly as if it
/// had been read on arrival. A client that sent nothing by then (it takes longer than a
/// frame, or has stopped) is watched again, as is every client the daemon is waiting on
/// for a reply; the frame clock keeps ticking while any client is held, so one empty
/// tick follows the end of an animation before the clock stops.
///
/// What a held client sends besides commits (a call that needs a reply) is answered at
/// the next tick: at most one frame later. A client that did wait for an answer (a new
/// buffer while it resizes, a pasteboard read) is then not held for the next
/// ``ticksUnheldAfterACall`` ticks, so a live resize loses one frame at its start, not
/// one a frame.
///
/// Order is kept: before the daemon handles a call that expects a reply from anyone not
/// held (a tool on the bus, injected input, another app), it reads every held client
/// first, so what a held app sent before (making its window key, a new title) is
/// handled before what came after it, as when every client was read on arrival. Commits
/// (sent without expecting a reply) are not ordered against other clients and do not
/// cause these reads. Only at refresh rates of ``readsAtTicksMinimumHz`` and above, so that a
/// frame is never a long wait; clients on the bus are never held (their messages come
/// through the bus daemon's connection).
extension CompositorService {
    /// Below this refresh rate every client is read as its messages arrive.
    static let readsAtTicksMinimumHz = 30.0
    /// How long a client that waited for an answer at a tick is read as its messages arrive.
    static let ticksUnheldAfterACall = 60

    /// After a frame event went out through `signals`: hold the owner's private
    /// connection until the next tick.
    ///
    /// Which clients are held is marked on their records (`ClientRecord.frameReads`), not
    /// kept in a dictionary: this runs for every window on every frame, and hashing the
    /// connections cost more than the rest of it.
    func holdUntilNextTick(_ signals: WindowSignals?) {
        guard let signals, signals.destination == nil, readsAtTicks, let record = signals.owner else { return }
        let tick = compositor.frameClock.tickCount
        // Already held for the next tick (another of its windows had a frame event).
        guard record.frameReads.heldAtTick != tick else { return }
        let target = signals.target
        if let until = record.frameReads.unheldUntilTick {
            guard tick >= until else {
                holdsSkippedAfterCalls += 1
                return
            }
            record.frameReads.unheldUntilTick = nil
        }
        if !target.isReadingHeld {
            target.holdReading()
            guard target.isReadingHeld else { return }
        }
        record.frameReads.heldAtTick = tick
        heldForTick.append(HeldClient(record: record, connection: target))
    }

    private var readsAtTicks: Bool { compositor.frameClock.refreshHz >= Self.readsAtTicksMinimumHz }

    /// Reads every held client before the frame's repaint.
    package func frameWillBegin() {
        guard !heldForTick.isEmpty else { return }
        swap(&readAtThisTick, &heldForTick)
        readsAtTicksCount += read(readAtThisTick)
    }

    /// Before a call from `message`'s sender that expects a reply: reads every held
    /// client first (see the type's documentation), unless the call is one of theirs.
    func readHeldClients(before message: DBusMessage) {
        guard !heldForTick.isEmpty, !readingHeldClients, !message.noReplyExpected else { return }
        readsBeforeCallsCount += read(heldForTick)
    }

    /// Reads what each of `peers` sent (their own calls read no held client meanwhile);
    /// returns how many had sent something. A client that sent a call expecting a reply
    /// is read as its messages come for a while.
    private func read(_ clients: [HeldClient]) -> Int {
        readingHeldClients = true
        defer { readingHeldClients = false }
        var found = 0
        for client in clients {
            let peer = client.connection
            let calls = peer.callsExpectingReplies
            guard peer.readHeldMessages() else { continue }
            found += 1
            if peer.callsExpectingReplies != calls {
                client.record.frameReads.unheldUntilTick = compositor.frameClock.tickCount + Self.ticksUnheldAfterACall
            }
        }
        return found
    }

    /// Watches again the clients read at this tick that got no frame event in it.
    package func frameDidEnd() {
        guard !readAtThisTick.isEmpty || !heldForTick.isEmpty else { return }
        let tick = compositor.frameClock.tickCount
        // Emptied from the end, keeping the storage (`removeAll(keepingCapacity:)` is the
        // general `replaceSubrange`).
        while let client = readAtThisTick.popLast() {
            if client.record.frameReads.heldAtTick != tick { client.connection.releaseReading() }
        }
        if !heldForTick.isEmpty { compositor.frameClock.schedule() }
    }
}

/// A private client held until the next tick: its record (which marks it held) and the
/// connection that is not watched meanwhile.
struct HeldClient {
    let record: ClientRecord
    let connection: DBusConnection
}
