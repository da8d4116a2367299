/// StateAnimator's composition model: components whose states are lists of transitions,
/// grouped into animators by curve and duration, and evaluated at any time.
///
/// The pieces, smallest first:
/// - ``AnimationDetails``: a curve, a duration and a delay factor.
/// - ``Transition``: one subcomponent's end look plus optional before/after effects.
/// - A subcomponent state is a one-element `[Transition]`; a component state is the
///   concatenation of its subcomponents' arrays, `a + b`.
/// - ``Playback``: initial looks plus states requested at given times, evaluated with
///   ``Playback/looks(at:)``; its ``Playback/schedule`` lists the groups and the order in
///   which their before and after effects ran.
///
/// The original's closures become data (``ViewChange`` values) so that a state is a value
/// and its evaluation a pure function of time.
public enum StateAnimator {}
